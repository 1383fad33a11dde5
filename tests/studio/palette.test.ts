import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PALETTE_FLOW, thumbnailDraft, thumbnailProps } from '@/studio/palette/paletteDraft';
import type { JsonSchema } from '@/studio/studioTypes';

function propsSchema(templateId: string): JsonSchema {
  return JSON.parse(
    readFileSync(join(process.cwd(), 'templates', templateId, 'props.schema.json'), 'utf8'),
  ) as JsonSchema;
}

describe('palette thumbnails', () => {
  it('should draw a template with the fullest example of its props schema', () => {
    const schema = propsSchema('presentation');
    const examples = (schema as { examples: Array<Record<string, unknown>> }).examples;
    expect(examples[0]).toEqual({});
    const props = thumbnailProps(schema);
    expect(examples).toContainEqual(props);
    expect(props.heading).toEqual(expect.any(String));
    expect(thumbnailProps(undefined)).toEqual({});
  });

  it('should pass over an example that embeds another site', () => {
    const schema = propsSchema('video');
    const props = thumbnailProps(schema);
    expect(JSON.stringify(props)).not.toMatch(/https?:\/\//);
    expect(JSON.stringify(schema)).toMatch(/"https:\/\/www\.youtube-nocookie\.com/);
  });

  it('should put that one step alone in a flow of the open product', () => {
    const product = {
      code: 'MS',
      title: 'Revalida',
      designSystemId: 'medvalida$light',
      checkoutFlow: { flows: [{ id: 'default', steps: [{ id: 'lead', templateId: 'lead' }] }] },
    };
    const draft = thumbnailDraft(product, 'presentation', propsSchema('presentation'), null);
    expect(draft).toMatchObject({
      type: 'trilha-studio-draft',
      flowId: PALETTE_FLOW,
      stepId: 'presentation',
      config: { code: 'MS', designSystemId: 'medvalida$light' },
    });
    expect(draft.config.checkoutFlow.flows).toEqual([
      {
        id: PALETTE_FLOW,
        steps: [
          {
            id: 'presentation',
            templateId: 'presentation',
            props: thumbnailProps(propsSchema('presentation')),
          },
        ],
      },
    ]);
    // The open product is not changed.
    expect(product.checkoutFlow.flows[0]?.id).toBe('default');
  });
});
