import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { templateIds } from '@/schemas/generated/templateManifest';
import { validateBrand, validateStep } from '@/schemas/generated/validators.js';
import { describeSchemaError } from '@/scripts/lib/describeSchemaError';
import { SchemaIndex } from '@/scripts/lib/schemaIndex';
import { schemaIdOf } from '@/scripts/lib/schemaIds';

const schemas = SchemaIndex.load(path.resolve(__dirname, '..', '..', '..'));

function describeStep(step: unknown): Array<string | undefined> {
  validateStep(step);
  const context = { data: step, rootSchemaId: SchemaIndex.stepSchemaId, schemas, templateIds };
  return (validateStep.errors ?? []).map((error) => {
    const issue = describeSchemaError(error, context);
    return issue === undefined ? undefined : `${issue.pointer}  ${issue.message}`;
  });
}

describe('describeSchemaError', () => {
  it('should name the template and the prop of a bad prop', () => {
    expect(
      describeStep({
        id: 'payment',
        templateId: 'payment',
        props: { installments: { max: 0 }, priceMode: 'minimum' },
      }),
    ).toEqual([
      "/props/priceMode  template 'payment' prop 'priceMode': 'minimum' não é permitido; permitidos: default, min",
      "/props/installments/max  template 'payment' prop 'installments.max': deve ser no mínimo 1, não 0",
    ]);
  });

  it('should name the template for a missing or unknown nested property', () => {
    expect(
      describeStep({
        id: 'where',
        templateId: 'select-test-location',
        props: { cities: [{ state: 'SP', town: 'São Paulo' }] },
      }),
    ).toEqual([
      "/props/cities/0  template 'select-test-location' prop 'cities[0]': falta a propriedade obrigatória 'city'",
      "/props/cities/0/town  template 'select-test-location': propriedade desconhecida 'town' na prop 'cities[0]'; permitidas: city, state",
    ]);
  });

  it('should explain a bad pattern with the field description', () => {
    expect(
      describeStep({ id: 'lead', templateId: 'lead', props: { media: { logo: 'logo.svg' } } }),
    ).toEqual([
      "/props/media/logo  template 'lead' prop 'media.logo': 'logo.svg' não é válido. Esperado: Caminho do logo mostrado neste passo, em `public/` (por exemplo `/brands/medvalida/logo.svg`). Um passo que define um logo o mostra mesmo nas rotas que escondem o logo.",
    ]);
  });

  it('should report a missing templateId once, and a wrong type in plain words', () => {
    expect(describeStep({ id: 'lead' })).toEqual([
      "  falta a propriedade obrigatória 'templateId'",
      undefined,
    ]);
    expect(describeStep({ id: 7, templateId: 'lead' })).toEqual([
      '/id  deve ser um texto, não um número inteiro',
    ]);
    expect(describeStep({ id: true, templateId: 'lead' })).toEqual([
      '/id  deve ser um texto, não true',
    ]);
  });

  it('should point a bad key of a map at the key', () => {
    const brand = { productSlugs: { 'Bad Slug': 'MS' } };
    validateBrand(brand);
    const context = {
      data: brand,
      rootSchemaId: schemaIdOf('schemas/brand.schema.json'),
      schemas,
      templateIds,
    };
    const issues = (validateBrand.errors ?? [])
      .filter((error: ErrorObject) => error.instancePath === '/productSlugs')
      .map((error: ErrorObject) => describeSchemaError(error, context))
      .filter((issue) => issue !== undefined);
    expect(issues).toEqual([
      {
        code: 'invalid-value',
        pointer: '/productSlugs/Bad Slug',
        target: 'key',
        message: `a chave 'Bad Slug' não é um nome permitido aqui: deve seguir o padrão "^[a-z0-9]+(-[a-z0-9]+)*$"`,
      },
    ]);
  });
});
