import type { PreviewDraft } from '@/studio/studioTypes';
import type { JsonSchema } from '@/studio/studioTypes';

/** The flow and step id a palette thumbnail is drawn as. */
export const PALETTE_FLOW = 'paleta';

/**
 * The props a template's thumbnail shows: the fullest example of its props schema (the examples
 * `npm run validate` checks against the schema; the first is often `{}`, all defaults), so a
 * thumbnail changes when the template or its examples do. An example that embeds something
 * from another site (a YouTube video) is passed over: the preview frame may load nothing but
 * its own origin, and a thumbnail would only show the refusal.
 */
export function thumbnailProps(schema: JsonSchema | undefined): Record<string, unknown> {
  const examples = (schema as { examples?: unknown[] } | undefined)?.examples ?? [];
  const objects = examples.filter(
    (example): example is Record<string, unknown> =>
      typeof example === 'object' &&
      example !== null &&
      !Array.isArray(example) &&
      !/"https?:\/\//.test(JSON.stringify(example)),
  );
  return objects.reduce<Record<string, unknown>>(
    (fullest, example) =>
      JSON.stringify(example).length > JSON.stringify(fullest).length ? example : fullest,
    {},
  );
}

/**
 * The draft that draws one template in the studio's preview frame: the open product (its code,
 * brand and plans) with a single flow of a single step, the template with its example props.
 */
export function thumbnailDraft(
  product: PreviewDraft['config'],
  templateId: string,
  schema: JsonSchema | undefined,
  theme: string | null,
): PreviewDraft {
  return {
    type: 'trilha-studio-draft',
    seq: 0,
    config: {
      ...product,
      checkoutFlow: {
        flows: [
          {
            id: PALETTE_FLOW,
            steps: [{ id: templateId, templateId, props: thumbnailProps(schema) }],
          },
        ],
      },
    },
    flowId: PALETTE_FLOW,
    stepId: templateId,
    theme,
  };
}
