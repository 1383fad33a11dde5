import type { JsonObject } from './jsonValue';
import { GENERATED_BANNER } from './generatedBanner';
import { schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';
import type { TemplateSource } from './schemaSources';

function hasRequiredProps(schema: JsonObject): boolean {
  return Array.isArray(schema.required) && schema.required.length > 0;
}

/**
 * Builds the step schema from the template registry: a `oneOf` with one branch per template,
 * discriminated by `templateId` (ajv `discriminator`), each branch pointing its `props` at the
 * template's props schema. A branch requires `props` only when the template has required props.
 */
export function buildStepSchema(templates: readonly TemplateSource[]): JsonObject {
  const ids = templates.map((template) => template.id);
  const stepId = {
    type: 'string',
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  };
  const branches = templates.map((template): JsonObject => {
    const required = ['id', 'templateId'];
    if (hasRequiredProps(template.propsSchema)) required.push('props');
    return {
      title: `${template.title} step`,
      description: `A step shown with the \`${template.id}\` template at ${template.route}: ${template.description}`,
      type: 'object',
      additionalProperties: false,
      properties: {
        id: {
          title: 'Step id',
          description: 'Kebab-case id of the step, unique within its flow.',
          ...stepId,
        },
        templateId: {
          title: 'Template id',
          description: `The template that shows this step: \`${template.id}\`.`,
          const: template.id,
        },
        defaultNextStepId: {
          title: 'Next step id',
          description:
            'Id of the step that follows this one in the same flow; absent on the last step.',
          ...stepId,
        },
        nextStepIds: {
          title: 'Next step by outcome',
          description:
            "Where the flow goes after this step for a given outcome, when not to `defaultNextStepId`: e.g. `{ \"pix\": \"pix\" }` on a payment step sends a buyer who chose Pix to the flow's Pix step. Keys are the outcomes the template reports (payment: `pix`, `bankslip`); values are step ids of the same flow.",
          type: 'object',
          propertyNames: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
          additionalProperties: stepId,
          examples: [{ pix: 'pix' }],
        },
        props: {
          title: 'Props',
          description: `Props of the \`${template.id}\` template.`,
          $ref: `../../${template.propsFile}`,
        },
      },
      required,
    };
  });
  const examples = templates.map((template): JsonObject => {
    const [propsExample] = Array.isArray(template.propsSchema.examples)
      ? template.propsSchema.examples
      : [];
    return {
      id: template.id,
      templateId: template.id,
      props: propsExample ?? {},
    };
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaIdOf(STEP_SCHEMA_PATH),
    $comment: `${GENERATED_BANNER} The root is open on purpose: the oneOf branch that templateId picks is closed.`,
    title: 'Step',
    description: `One step of a flow: its id, the template that shows it (\`templateId\`: ${ids.join(', ')}), the id of the next step and the template's props.`,
    type: 'object',
    discriminator: { propertyName: 'templateId' },
    properties: {
      templateId: {
        title: 'Template id',
        description: `The template that shows this step: one of ${ids.join(', ')}.`,
        type: 'string',
      },
    },
    required: ['templateId'],
    oneOf: branches,
    examples,
  };
}
