import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCatalogueStore } from '@/sandbox/catalogueStore';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { fixtureBrandsDir } from '@/tests/sandbox/startSandboxServer';

const invalidBrandsDir = path.join(__dirname, 'fixtures', 'invalid-brands');

describe('catalogueStore', () => {
  it('should load every product config and catalogue of the brand folders', () => {
    const store = createCatalogueStore({
      brandsDir: fixtureBrandsDir,
      validators: generatedConfigValidators,
    });
    expect(store.problems()).toEqual([]);
    expect(store.products().map((product) => product.code)).toEqual(['CURSO', 'INGLESMZ']);
    expect(store.productConfig('INGLESMZ')).toMatchObject({
      title: 'Inglês Online Moçambique',
      hasAddressForm: true,
    });
    expect(store.findPlan('CURSO-MENSAL')?.product.code).toBe('CURSO');
    expect(store.productConfig('NOPE')).toBeUndefined();
  });

  it('should refuse a file that fails its schema with a message naming file, pointer and reason', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createCatalogueStore({
      brandsDir: invalidBrandsDir,
      validators: generatedConfigValidators,
    });
    const problems = store.problems();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('[sandbox] refused configuration:'),
    );
    logged.mockRestore();
    const file = path.join(
      path.relative(process.cwd(), invalidBrandsDir),
      'broken',
      'products',
      'RUIM.json',
    );
    expect(problems).toEqual([
      {
        file,
        message: `${file} does not match its schema: / must have required property 'title'; /checkoutFlow/flows must NOT have fewer than 1 items`,
      },
    ]);
    expect(() => store.productConfig('RUIM')).toThrow(
      `The config of product 'RUIM' was refused: ${file} does not match its schema`,
    );
    expect(store.productConfig('CURSO')).toHaveProperty('title', 'Curso de Demonstração');
  });

  it('should refuse invalid JSON, and check the shape it relies on even without validators', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trilha-brands-'));
    cpSync(fixtureBrandsDir, dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'trilha-mz', 'catalogue.json'),
      '{ "products": [ { "code": "INGLESMZ", "business": "x", "plans": [ { "id": "p" } ] } ] }',
    );
    writeFileSync(path.join(dir, 'trilha-mz', 'products', 'INGLESMZ.json'), '{ "code": ');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createCatalogueStore({ brandsDir: dir, validators: null });
    expect(() => store.catalogueProduct('INGLESMZ')).toThrow(
      '/products/0/plans/0/code must be a string',
    );
    expect(() => store.productConfig('INGLESMZ')).toThrow('is not valid JSON');
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should pick up a changed file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trilha-brands-'));
    cpSync(fixtureBrandsDir, dir, { recursive: true });
    const store = createCatalogueStore({
      brandsDir: dir,
      validators: generatedConfigValidators,
      refreshIntervalMs: 0,
    });
    expect(store.productConfig('CURSO')?.title).toBe('Curso de Demonstração');
    const file = path.join(dir, 'trilha-demo', 'products', 'CURSO.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    writeFileSync(file, JSON.stringify({ ...config, title: 'Curso Renovado' }, null, 2));
    expect(store.productConfig('CURSO')?.title).toBe('Curso Renovado');
    rmSync(dir, { recursive: true, force: true });
  });
});
