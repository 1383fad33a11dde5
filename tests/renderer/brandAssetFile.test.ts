import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandAssetsDir, readBrandAsset } from '@/renderer/brandAssetFile';

describe('readBrandAsset', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'trilha-assets-'));
    mkdirSync(join(dir, 'acme'));
    writeFileSync(join(dir, 'acme', 'logo.svg'), '<svg/>');
    writeFileSync(join(dir, 'acme', 'notes.html'), '<script>1</script>');
    writeFileSync(join(dir, 'secret.png'), 'x');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should read a file written after start, with its image type', () => {
    expect(readBrandAsset('acme', 'logo.svg', dir)).toEqual({
      body: Buffer.from('<svg/>'),
      contentType: 'image/svg+xml',
    });
    writeFileSync(join(dir, 'acme', 'favicon.png'), 'png');
    expect(readBrandAsset('acme', 'favicon.png', dir)?.contentType).toBe('image/png');
  });

  it('should read nothing but a brand folder’s images', () => {
    expect(readBrandAsset('acme', 'notes.html', dir)).toBeUndefined();
    expect(readBrandAsset('acme', 'missing.svg', dir)).toBeUndefined();
    expect(readBrandAsset('..', 'secret.png', dir)).toBeUndefined();
    expect(readBrandAsset('acme', '../secret.png', dir)).toBeUndefined();
    expect(readBrandAsset('Acme', 'logo.svg', dir)).toBeUndefined();
  });

  it('should not follow a link, for the file or the brand folder', () => {
    symlinkSync(join(dir, 'secret.png'), join(dir, 'acme', 'linked.png'));
    symlinkSync(join(dir, 'acme'), join(dir, 'other'));
    expect(readBrandAsset('acme', 'linked.png', dir)).toBeUndefined();
    expect(readBrandAsset('other', 'logo.svg', dir)).toBeUndefined();
  });

  it('should look beside BRANDS_DIR, where the config checks look', () => {
    const saved = process.env.BRANDS_DIR;
    process.env.BRANDS_DIR = '/srv/tree/brands';
    try {
      expect(brandAssetsDir()).toBe('/srv/tree/public/brands');
    } finally {
      if (saved === undefined) delete process.env.BRANDS_DIR;
      else process.env.BRANDS_DIR = saved;
    }
  });
});
