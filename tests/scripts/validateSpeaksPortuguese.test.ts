import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runValidateCli } from '@/scripts/lib/runValidateCli';

// Ops in Brazil and Mozambique read `npm run validate` in the terminal, in CI and in the studio:
// every line it prints for each broken fixture must be Portuguese, still placed by file:line:col.
const FIXTURES = 'tests/fixtures/configs';
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Words only an English sentence has; quoted ids, field names, paths and lists are left out. */
const ENGLISH =
  /\b(must|the|is|not|of|in|missing|unknown|step|steps|flow|which|does|exist|errors?|files?|valid|invalid|expected|allowed|known|did you mean)\b/i;

function withoutQuotedParts(line: string): string {
  return line
    .replace(/'[^']*'|"[^"]*"|`[^`]*`|\([^)]*\)/g, '')
    .replace(/(conhecidos|permitidos|permitidas|passos|planos|desfechos): .*$/, '');
}

function validate(fixture: string): string {
  let stdout = '';
  runValidateCli([path.join(FIXTURES, fixture)], {
    cwd: REPO_ROOT,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stdout += text),
  });
  return stdout;
}

const broken = readdirSync(path.join(REPO_ROOT, FIXTURES)).filter((name) => name !== 'valid');

describe('npm run validate speaks Brazilian Portuguese', () => {
  it.each(broken)('should word every line about the %s fixture in Portuguese', (fixture) => {
    const lines = validate(fixture).trimEnd().split('\n');
    const errors = lines.slice(0, -1);
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) {
      const [, place, sentence] = /^\S+:\d+:\d+ {2}(.+?) {2}(.+)$/.exec(line) ?? [];
      expect({ line, place: withoutQuotedParts(place ?? '') }).not.toEqual(
        expect.objectContaining({ place: expect.stringMatching(ENGLISH) }),
      );
      expect({ line, sentence: withoutQuotedParts(sentence ?? '') }).not.toEqual(
        expect.objectContaining({ sentence: expect.stringMatching(ENGLISH) }),
      );
    }
    expect(lines.at(-1)).toMatch(/^✖ \d+ erros? em \d+ arquivos?$/);
  });

  it('should sum up a clean tree in Portuguese', () => {
    expect(validate('valid')).toMatch(/^✔ \d+ arquivos válidos\n$/);
  });
});
