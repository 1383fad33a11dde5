import fs from 'node:fs';
import path from 'node:path';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { validateProductConfig } from '@/schemas/generated/validators.js';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

interface StepSchema {
  properties: Record<
    string,
    { enum?: string[]; markdownEnumDescriptions?: string[]; examples?: unknown[] }
  >;
  allOf: Array<{
    if: { properties: { templateId: { const: string } } };
    then: { properties: { props: { $ref: string } } };
  }>;
}

const step = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'schemas/generated/step.schema.json'), 'utf8'),
) as StepSchema;
const ids = Object.keys(templateManifest);

// What VS Code's JSON language service reads: an enum with per-value descriptions for
// completion, and if/then to pick the props schema (a oneOf of whole steps made it report
// 'Value must be "custom-offer"' for any misspelt id).
describe('the step schema editors read', () => {
  it('should offer every template id with a description', () => {
    expect(step.properties.templateId?.enum).toEqual(ids);
    const descriptions = step.properties.templateId?.markdownEnumDescriptions ?? [];
    expect(descriptions).toHaveLength(ids.length);
    expect(descriptions.every((text) => text.length > 20)).toBe(true);
  });

  it("should point a step's props at the chosen template's props schema", () => {
    const chosen = Object.fromEntries(
      step.allOf.map((condition) => [
        condition.if.properties.templateId.const,
        condition.then.properties.props.$ref,
      ]),
    );
    expect(chosen).toEqual(
      Object.fromEntries(ids.map((id) => [id, `../../templates/${id}/props.schema.json`])),
    );
  });

  it('should suggest the conventional step ids where a step id is expected', () => {
    expect(step.properties.defaultNextStepId?.examples).toEqual(ids);
    expect(step.properties.id?.examples).toEqual(ids);
  });

  it('should report a misspelt templateId in a product config with the allowed ids', () => {
    const config = {
      title: 'Acme',
      designSystemId: 'acme$light',
      checkoutFlow: {
        flows: [{ id: 'default', steps: [{ id: 'offer', templateId: 'custom-ofer' }] }],
      },
    };
    expect(validateProductConfig(config)).toBe(false);
    expect(validateProductConfig.errors).toEqual([
      expect.objectContaining({
        instancePath: '/checkoutFlow/flows/0/steps/0/templateId',
        keyword: 'enum',
        params: { allowedValues: ids },
      }),
    ]);
  });
});
