import path from 'node:path';
import { build } from 'esbuild';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
// The phone rule runs in the buyer's lead and payment pages: it must carry the generated
// numbering plan, never a phone library (awesome-phonenumber was 75 KB gzipped). Its weight is
// measured with the pages' scripts by `npm run bench`, not asserted here.

/** The module inputs of validatePhone.ts bundled as a page would carry it. */
async function bundlePhoneRule(): Promise<{ inputs: string[] }> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'lib', 'validation', 'validatePhone.ts')],
    absWorkingDir: REPO_ROOT,
    alias: { '@': REPO_ROOT },
    bundle: true,
    minify: true,
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return { inputs: Object.keys(result.metafile.inputs) };
}

describe('the phone rule in the buyer pages', () => {
  it('should depend on no package, only lib/ and the generated numbering plan', async () => {
    const { inputs } = await bundlePhoneRule();
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    expect(inputs).toContain('schemas/generated/phoneNumbering.ts');
  });
});
