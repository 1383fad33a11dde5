import { pascalCase, schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';

/** One function exported by a generated validators module. */
export interface ValidatorExport {
  /** Export name, e.g. `validateBrand` or `validateProps_upsellPayment`. */
  name: string;
  /** `$id` of the schema it checks. */
  schemaId: string;
  /** Name of the generated TypeScript type it narrows to. */
  typeName: string;
}

/**
 * The platform validators `npm run generate` exports (`validators/platform.js`), in a fixed
 * order: one per top-level schema. Each template's own validator lives in its own module.
 */
export function platformValidatorExports(): ValidatorExport[] {
  return [
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
}

/** Name of the generated props type of a template (`upsell-payment` → `UpsellPaymentProps`). */
export function propsTypeName(templateId: string): string {
  return `${pascalCase(templateId)}Props`;
}
