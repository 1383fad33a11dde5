import type { JsonObject } from './jsonValue';
import { GENERATED_BANNER } from './generatedBanner';
import { schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';
import type { TemplateSource } from './schemaSources';

function hasRequiredProps(schema: JsonObject): boolean {
  return Array.isArray(schema.required) && schema.required.length > 0;
}

const STEP_ID = {
  type: 'string',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

/** The properties every step has, whatever its template (templateId and props aside). */
function stepProperties(ids: readonly string[]): JsonObject {
  // A step's id is, by convention, its template's id (`lead`, `payment`, `pix`): editors offer
  // those; `npm run validate` checks the real ids of the flow and suggests the closest one.
  const conventionalIds = [...ids];
  return {
    id: {
      title: 'Step id',
      description: "Kebab-case id of the step, unique within its flow; usually the template's id.",
      ...STEP_ID,
      examples: conventionalIds,
    },
    defaultNextStepId: {
      title: 'Next step id',
      description:
        'Id of the step that follows this one in the same flow; absent on the last step. `npm run validate` checks that the flow has it and suggests the closest id.',
      ...STEP_ID,
      examples: conventionalIds,
    },
    nextStepIds: {
      title: 'Next step by outcome',
      description:
        'Where the flow goes after this step for a given outcome, when not to `defaultNextStepId`: e.g. `{ "pix": "pix" }` on a payment step sends a buyer who chose Pix to the flow\'s Pix step. Keys are the outcomes the template reports (payment: `pix`, `bankslip`); values are step ids of the same flow.',
      type: 'object',
      propertyNames: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      additionalProperties: { ...STEP_ID, examples: conventionalIds },
      examples: [{ pix: 'pix' }],
    },
  };
}

/**
 * One closed object schema per template: the shape of a step shown with it. The generated
 * `Step` type is their union (a discriminated union on `templateId`).
 */
export function buildStepBranches(templates: readonly TemplateSource[]): JsonObject[] {
  const ids = templates.map((template) => template.id);
  return templates.map((template): JsonObject => {
    const required = ['id', 'templateId'];
    if (hasRequiredProps(template.propsSchema)) required.push('props');
    const { id, defaultNextStepId, nextStepIds } = stepProperties(ids);
    return {
      title: `${template.title} step`,
      description: `A step shown with the \`${template.id}\` template at ${template.route}: ${template.description}`,
      type: 'object',
      additionalProperties: false,
      properties: {
        id: id ?? {},
        templateId: {
          title: 'Template id',
          description: `The template that shows this step: \`${template.id}\`.`,
          const: template.id,
        },
        defaultNextStepId: defaultNextStepId ?? {},
        nextStepIds: nextStepIds ?? {},
        props: {
          title: 'Props',
          description: `Props of the \`${template.id}\` template.`,
          $ref: `../../${template.propsFile}`,
        },
      },
      required,
    };
  });
}

/**
 * Builds the step schema from the template registry, in the shape JSON editors understand:
 * `templateId` is an `enum` of every template id (with a description per id for VS Code's
 * completion), and one `if`/`then` per template points `props` at that template's props
 * schema, so that an editor offers the ids, then the props of the chosen template with their
 * descriptions, and a misspelt id is reported as a value not among the ids. A step of a
 * template with required props must have `props`.
 */
export function buildStepSchema(templates: readonly TemplateSource[]): JsonObject {
  const ids = templates.map((template) => template.id);
  const common = stepProperties(ids);
  const conditions = templates.map((template): JsonObject => {
    const then: JsonObject = {
      properties: {
        props: {
          title: `${template.title} props`,
          description: `Props of the \`${template.id}\` template (${template.route}): ${template.description}`,
          $ref: `../../${template.propsFile}`,
        },
      },
    };
    if (hasRequiredProps(template.propsSchema)) then.required = ['props'];
    return {
      if: { properties: { templateId: { const: template.id } }, required: ['templateId'] },
      then,
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
    $comment: `${GENERATED_BANNER} templateId is an enum and props are chosen by if/then (not a oneOf of whole steps) so that editors offer the ids and the chosen template's props, and name the allowed ids when one is misspelt.`,
    title: 'Step',
    description: `One step of a flow: its id, the template that shows it (\`templateId\`: ${ids.join(', ')}), the id of the next step and the template's props.`,
    type: 'object',
    additionalProperties: false,
    properties: {
      id: common.id ?? {},
      templateId: {
        title: 'Template id',
        description: 'The template that shows this step (a folder of `templates/`).',
        type: 'string',
        enum: ids,
        markdownEnumDescriptions: templates.map(
          (template) => `**${template.title}** (${template.route}): ${template.description}`,
        ),
      },
      props: {
        title: 'Props',
        description:
          "Props of the step's template: an editor offers them once `templateId` is set; see `templates/<templateId>/props.schema.json`.",
        $comment:
          "Open here on purpose: the `then` that templateId picks points props at the template's closed props schema.",
        type: 'object',
      },
      defaultNextStepId: common.defaultNextStepId ?? {},
      nextStepIds: common.nextStepIds ?? {},
    },
    required: ['id', 'templateId'],
    allOf: conditions,
    examples,
  };
}
