/**
 * The renderer is generic (docs/architecture.md): it names no product code, no template id and
 * no template route. Brands, flows, routes and shell behaviour reach it as data (brand.json,
 * product configs, template.json through the generated registry). This test reads every file
 * of renderer/ as text, comments included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { templateRegistry } from '@/schemas/generated/templateRegistry';

const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function productCodes(): string[] {
  const codes = new Set<string>();
  for (const brand of readdirSync(join(ROOT, 'brands'))) {
    const productsDir = join(ROOT, 'brands', brand, 'products');
    let files: string[] = [];
    try {
      files = readdirSync(productsDir).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files) {
      const config = JSON.parse(readFileSync(join(productsDir, file), 'utf8')) as { code: string };
      codes.add(config.code);
    }
  }
  return [...codes];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const sources = filesUnder(join(ROOT, 'renderer')).map((file) => ({
  file: relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));
const entries = Object.values(templateRegistry);

function findings(pattern: RegExp): string[] {
  return sources.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('renderer/ is generic', () => {
  it('should read some files (the test looks where the renderer is)', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(productCodes().map((code) => [code]))('should not name the product code %s', (code) => {
    expect(findings(new RegExp(`(?<![A-Za-z0-9_-])${escape(code)}(?![A-Za-z0-9_-])`))).toEqual([]);
  });

  it.each(entries.map((entry) => [entry.id]))(
    "should not name the template id '%s' in a string",
    (id) => {
      expect(findings(new RegExp(`['"\`]${escape(id)}['"\`]`))).toEqual([]);
    },
  );

  it.each(entries.map((entry) => [entry.route]))('should not name the route %s', (route) => {
    expect(findings(new RegExp(`(?<![\\w/-])${escape(route)}(?![\\w-])`))).toEqual([]);
  });
});
