import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
// The phone rule runs in the buyer's lead and payment pages: its whole weight, messages and
// numbering plan included, must stay a few hundred bytes (a phone library was 75 KB gzipped).
const MAX_GZIPPED_BYTES = 2048;

/** validatePhone.ts bundled and minified as a page would carry it, with its module inputs. */
async function bundlePhoneRule(): Promise<{ gzippedBytes: number; inputs: string[] }> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'checkout', 'validation', 'validatePhone.ts')],
    absWorkingDir: REPO_ROOT,
    alias: { '@': REPO_ROOT },
    bundle: true,
    minify: true,
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const [bundle] = result.outputFiles;
  if (bundle === undefined) throw new Error('esbuild wrote no bundle');
  return {
    gzippedBytes: gzipSync(bundle.contents, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

describe('the phone rule in the buyer pages', () => {
  it('should depend on no package, only the checkout and the generated numbering plan', async () => {
    const { inputs } = await bundlePhoneRule();
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    expect(inputs).toContain('schemas/generated/phoneNumbering.ts');
  });

  it(`should weigh at most ${MAX_GZIPPED_BYTES} bytes gzipped`, async () => {
    const { gzippedBytes } = await bundlePhoneRule();
    expect(gzippedBytes).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });
});
