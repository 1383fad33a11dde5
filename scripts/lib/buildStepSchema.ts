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
      title: 'Id do passo',
      description: 'Id do passo em kebab-case, único no seu fluxo; em geral, o id do template.',
      ...STEP_ID,
      examples: conventionalIds,
    },
    defaultNextStepId: {
      title: 'Id do próximo passo',
      description:
        'Id do passo que vem depois deste no mesmo fluxo; ausente no último passo. `npm run validate` verifica que o fluxo o tem e sugere o id mais próximo.',
      ...STEP_ID,
      examples: conventionalIds,
    },
    nextStepIds: {
      title: 'Próximo passo por resultado',
      description:
        'Para onde o fluxo vai depois deste passo em um dado resultado, quando não é o `defaultNextStepId`: por exemplo, `{ "pix": "pix" }` num passo de pagamento leva o comprador que escolheu Pix ao passo de Pix do fluxo. As chaves são os resultados que o template informa (pagamento: `pix`, `bankslip`); os valores são ids de passos do mesmo fluxo.',
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
      title: `Passo: ${template.title}`,
      description: `Um passo mostrado com o template \`${template.id}\` em ${template.route}: ${template.description}`,
      type: 'object',
      additionalProperties: false,
      properties: {
        id: id ?? {},
        templateId: {
          title: 'Id do template',
          description: `O template que mostra este passo: \`${template.id}\`.`,
          const: template.id,
        },
        defaultNextStepId: defaultNextStepId ?? {},
        nextStepIds: nextStepIds ?? {},
        props: {
          title: 'Props',
          description: `Props do template \`${template.id}\`.`,
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
          title: `Props de ${template.title}`,
          description: `Props do template \`${template.id}\` (${template.route}): ${template.description}`,
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
    title: 'Passo',
    description: `Um passo de um fluxo: seu id, o template que o mostra (\`templateId\`: ${ids.join(', ')}), o id do próximo passo e as props do template.`,
    type: 'object',
    additionalProperties: false,
    properties: {
      id: common.id ?? {},
      templateId: {
        title: 'Id do template',
        description: 'O template que mostra este passo (uma pasta de `templates/`).',
        type: 'string',
        enum: ids,
        markdownEnumDescriptions: templates.map(
          (template) => `**${template.title}** (${template.route}): ${template.description}`,
        ),
      },
      props: {
        title: 'Props',
        description:
          'Props do template do passo: o editor as oferece assim que `templateId` é definido; veja `templates/<templateId>/props.schema.json`.',
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
