import path from 'node:path';
import { runValidateCli } from '@/scripts/lib/runValidateCli';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function run(argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = runValidateCli(argv, {
    cwd: REPO_ROOT,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe('runValidateCli', () => {
  it('should validate brands/ by default and print the summary with exit code 0', () => {
    const result = run([]);
    expect(result).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^✔ \d+ arquivos válidos\n$/) as unknown as string,
      stderr: '',
    });
  });

  it('should print one line per error with file:line:col, flow and step (or pointer) and sentence, then the summary, and exit 1', () => {
    const result = run(['tests/fixtures/configs/unknown-next-step']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        `tests/fixtures/configs/unknown-next-step/brands/acme/products/AC.json:25:34  fluxo "default", passo "payment" (defaultNextStepId)  defaultNextStepId 'sucess' não nomeia nenhum passo do fluxo 'default'; você quis dizer 'success'? passos: lead, payment, success`,
        `tests/fixtures/configs/unknown-next-step/brands/acme/products/AC.json:28:11  fluxo "default", passo "success"  o passo 'success' é inalcançável: nenhum caminho de defaultNextStepId ou nextStepIds a partir do primeiro passo 'lead' do fluxo 'default' chega a ele`,
        '✖ 2 erros em 1 arquivo',
        '',
      ].join('\n'),
    );
  });

  it('should find the tree of a file given by path and report errors of that file only', () => {
    const result = run([
      'tests/fixtures/configs/missing-asset/brands/acme/brand.json',
      'tests/fixtures/configs/valid',
    ]);
    expect(result.stdout).toBe(
      [
        "tests/fixtures/configs/missing-asset/brands/acme/brand.json:24:14  /favicon  o arquivo 'public/brands/acme/favicon.png' não existe",
        '✖ 1 erro em 1 arquivo',
        '',
      ].join('\n'),
    );
  });

  it('should report a JSON syntax error with its position and a sentence, never a stack trace', () => {
    const result = run(['tests/fixtures/configs/json-syntax']);
    expect(result.stdout).toBe(
      "tests/fixtures/configs/json-syntax/brands/acme/products/AC.json:5:3  (raiz)  JSON inválido: esperava ',' entre os valores (ou um fechamento)\n✖ 1 erro em 1 arquivo\n",
    );
  });

  it('should refuse an unknown format or option with exit code 2', () => {
    expect(run(['--format', 'xml'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        '--format deve ser um destes: text, github, json',
      ) as unknown as string,
    });
    expect(run(['--verbose'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('opção desconhecida --verbose') as unknown as string,
    });
  });

  it('should say which path does not exist', () => {
    expect(run(['brands/nope'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '✖ arquivo ou pasta inexistente: brands/nope\n',
    });
  });
});
