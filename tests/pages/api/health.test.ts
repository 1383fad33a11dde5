import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import health from '@/pages/api/health';
import { loadBrandRegistry } from '@/renderer/brandRegistry';
import { callApiRoute } from './callApiRoute';

/** Two copies of the repository's brands (two replicas' folders), removed after each test. */
let folders: string[] = [];

function copyOfBrands(): string {
  const folder = mkdtempSync(join(tmpdir(), 'trilha-health-'));
  cpSync(join(process.cwd(), 'brands'), join(folder, 'brands'), { recursive: true });
  folders.push(folder);
  return join(folder, 'brands');
}

afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

describe('/healthcheck', () => {
  it('answers 200 with the app version and the version of the brands it serves', () => {
    const dir = copyOfBrands();
    const previous = process.env.BRANDS_DIR;
    process.env.BRANDS_DIR = dir;
    try {
      const answer = callApiRoute(health, { method: 'GET' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['Cache-Control'] ?? answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toEqual({
        status: 'ok',
        appVersion: expect.any(String),
        configVersion: loadBrandRegistry(dir).version,
      });
    } finally {
      if (previous === undefined) delete process.env.BRANDS_DIR;
      else process.env.BRANDS_DIR = previous;
    }
  });
});

describe('the brand registry version', () => {
  it('is the same for the same files, whatever their modification times', () => {
    const first = copyOfBrands();
    const second = copyOfBrands();
    const brandFile = join(second, 'alicerce', 'brand.json');
    utimesSync(brandFile, new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(loadBrandRegistry(first).version).toMatch(/^[0-9a-f]{16}$/);
    expect(loadBrandRegistry(second).version).toBe(loadBrandRegistry(first).version);
  });

  it('changes when a brand file changes', () => {
    const dir = copyOfBrands();
    const before = loadBrandRegistry(dir).version;
    const brandFile = join(dir, 'alicerce', 'brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { displayName: string };
    writeFileSync(
      brandFile,
      JSON.stringify({ ...brand, displayName: `${brand.displayName} 2` }, null, 2),
    );
    expect(loadBrandRegistry(dir).version).not.toBe(before);
  });
});
