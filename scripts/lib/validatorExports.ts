import { camelCase, pascalCase, schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';
import type { TemplateSource } from './schemaSources';

/** One function exported by `schemas/generated/validators.js`. */
export interface ValidatorExport {
  /** Export name, e.g. `validateBrand` or `validateProps_upsellPayment`. */
  name: string;
  /** `$id` of the schema it checks. */
  schemaId: string;
  /** Name of the generated TypeScript type it narrows to. */
  typeName: string;
}

/**
 * The validators `npm run generate` exports, in a fixed order: one per top-level schema, then
 * one per template props schema (`validateProps_<camelId>`), templates sorted by id.
 */
export function validatorExports(templates: readonly TemplateSource[]): ValidatorExport[] {
  const fixed: ValidatorExport[] = [
    {
      name: 'validateProductConfig',
      schemaId: schemaIdOf('schemas/product-config.schema.json'),
      typeName: 'ProductConfig',
    },
    { name: 'validateBrand', schemaId: schemaIdOf('schemas/brand.schema.json'), typeName: 'Brand' },
    { name: 'validateTheme', schemaId: schemaIdOf('schemas/theme.schema.json'), typeName: 'Theme' },
    {
      name: 'validateCatalogue',
      schemaId: schemaIdOf('schemas/catalogue.schema.json'),
      typeName: 'Catalogue',
    },
    { name: 'validateStep', schemaId: schemaIdOf(STEP_SCHEMA_PATH), typeName: 'Step' },
    {
      name: 'validateTemplateManifest',
      schemaId: schemaIdOf('schemas/template.schema.json'),
      typeName: 'TemplateManifest',
    },
  ];
  return [
    ...fixed,
    ...templates.map(
      (template): ValidatorExport => ({
        name: `validateProps_${camelCase(template.id)}`,
        schemaId: schemaIdOf(template.propsFile),
        typeName: propsTypeName(template.id),
      }),
    ),
  ];
}

/** Name of the generated props type of a template (`upsell-payment` → `UpsellPaymentProps`). */
export function propsTypeName(templateId: string): string {
  return `${pascalCase(templateId)}Props`;
}
