import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Runs the real command (spawning tsx is slow, so only for the two machine formats).
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const FIXTURE = 'tests/fixtures/configs/missing-asset';

function validate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/validate.ts',
      ...args,
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/validate.ts', () => {
  it('should print GitHub workflow annotations with --format github and exit 1', () => {
    const result = validate(['--format', 'github', FIXTURE]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      [
        `::error file=${FIXTURE}/brands/acme/brand.json,line=24,col=14,title=missing-asset::/favicon  o arquivo 'public/brands/acme/favicon.png' não existe`,
        `::error file=${FIXTURE}/brands/acme/products/AC.json,line=18,col=25,title=missing-asset::fluxo "default", passo "lead" (props.media.logo)  o arquivo 'public/brands/acme/logo-old.svg' não existe`,
        '✖ 2 erros em 2 arquivos',
        '',
      ].join('\n'),
    );
  });

  it('should print a machine-readable report with --format json', () => {
    const result = validate(['--format=json', FIXTURE]);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      valid: false,
      fileCount: 5,
      errorCount: 2,
      errors: [
        {
          code: 'missing-asset',
          file: `${FIXTURE}/brands/acme/brand.json`,
          line: 24,
          column: 14,
          pointer: '/favicon',
          message: "o arquivo 'public/brands/acme/favicon.png' não existe",
        },
        {
          code: 'missing-asset',
          file: `${FIXTURE}/brands/acme/products/AC.json`,
          line: 18,
          column: 25,
          pointer: '/checkoutFlow/flows/0/steps/0/props/media/logo',
          where: 'fluxo "default", passo "lead" (props.media.logo)',
          message: "o arquivo 'public/brands/acme/logo-old.svg' não existe",
        },
      ],
    });
  });
});
