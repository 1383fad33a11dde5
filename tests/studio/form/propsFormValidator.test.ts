import type { RJSFSchema } from '@rjsf/utils';
import {
  createPropsFormValidator,
  errorPath,
  toRjsfErrors,
} from '@/studio/form/propsFormValidator';
import { validateProps_payment } from '@/schemas/generated/validators.js';
import type { GeneratedValidator } from '@/schemas/generated/validators.js';

const validator = createPropsFormValidator(validateProps_payment as GeneratedValidator<unknown>);
const schema: RJSFSchema = { type: 'object' };

describe('createPropsFormValidator', () => {
  it('should accept props the production validator accepts', () => {
    const result = validator.validateFormData(
      { heading: 'Pague aqui', installments: { max: 12 } },
      schema,
    );
    expect(result.errors).toEqual([]);
    expect(result.errorSchema).toEqual({});
  });

  it('should put an out-of-range value on its own field, in Portuguese', () => {
    const result = validator.validateFormData({ installments: { enabled: true, max: 99 } }, schema);
    expect(result.errors).toEqual([
      expect.objectContaining({ property: '.installments.max', message: 'deve ser no máximo 24' }),
    ]);
    expect(result.errorSchema).toEqual({
      installments: { max: { __errors: ['deve ser no máximo 24'] } },
    });
  });

  it('should put an unknown prop on that prop (unevaluatedProperties) and an empty text on its field', () => {
    const result = validator.validateFormData({ headng: 'x', buttonLabel: '' }, schema);
    expect(result.errorSchema).toEqual({
      headng: { __errors: ['propriedade desconhecida para este template'] },
      buttonLabel: { __errors: ['não pode ficar vazio'] },
    });
  });

  it('should put an item of an array on its index', () => {
    const result = validator.validateFormData({ documentTypes: ['cpf', 'rg'] }, schema);
    expect(result.errors.map((e) => e.property)).toEqual(['.documentTypes.1']);
  });

  it('should merge the errors of a custom validation', () => {
    const result = validator.validateFormData({ heading: 'Oi' }, schema, (data, errors) => {
      if (data?.heading === 'Oi') errors.heading?.addError('curto demais');
      return errors;
    });
    expect(result.errorSchema).toMatchObject({ heading: { __errors: ['curto demais'] } });
    expect(result.errors).toEqual([
      expect.objectContaining({ property: '.heading', message: 'curto demais' }),
    ]);
  });

  it('should answer isValid for the root schema from the production validator', () => {
    expect(validator.isValid(schema, { installments: { max: 99 } }, schema)).toBe(false);
    expect(validator.isValid(schema, { installments: { max: 3 } }, schema)).toBe(true);
  });
});

describe('errorPath and toRjsfErrors', () => {
  it('should add the missing property of a required error to the path', () => {
    expect(
      errorPath({
        keyword: 'required',
        instancePath: '/a~1b',
        schemaPath: '#',
        params: { missingProperty: 'c' },
      }),
    ).toEqual(['a/b', 'c']);
  });

  it('should drop the allOf wrapper errors that repeat their branches', () => {
    const errors = toRjsfErrors([
      { keyword: 'allOf', instancePath: '', schemaPath: '#/allOf', params: {} },
      { keyword: 'maximum', instancePath: '/x', schemaPath: '#', params: { limit: 3 } },
    ]);
    expect(errors.map((e) => e.stack)).toEqual(['x: deve ser no máximo 3']);
  });
});
