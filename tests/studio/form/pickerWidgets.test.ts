import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { STUDIO_PICKERS } from '@/scripts/lib/editorKeywords';
import { PICKER_KEYWORD, pickerUiSchema } from '@/studio/form/pickerWidgets';
import { cataloguePlans } from '@/studio/server/cataloguePlans';
import { loadFormSchemas } from '@/studio/server/formSchemas';

const root = process.cwd();
const templateIds = readdirSync(join(root, 'templates'));

/** Every prop schema of a props schema, with its name and its `x-studio-picker` (if any). */
function annotated(node: unknown, name = '', out: Array<[string, unknown]> = []) {
  if (Array.isArray(node)) node.forEach((item) => annotated(item, name, out));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (name !== '' && 'type' in record) out.push([name, record[PICKER_KEYWORD]]);
    for (const [key, value] of Object.entries(record)) {
      if (key === 'properties' && typeof value === 'object' && value !== null)
        for (const [prop, sub] of Object.entries(value)) annotated(sub, prop, out);
      else annotated(value, name, out);
    }
  }
  return out;
}

describe('pickers instead of typed ids (issue 36 item 9)', () => {
  const schemas = loadFormSchemas(root, templateIds);

  it('should put a plan picker on every plan id and a step picker on a step id, by the annotation', () => {
    expect(pickerUiSchema(schemas['custom-offer'])).toEqual({
      planId: { 'ui:widget': 'planPicker' },
    });
    // In an array's items too: each add-on's plan.
    expect(pickerUiSchema(schemas['order-bump'])).toEqual({
      bumps: { items: { planId: { 'ui:widget': 'planPicker' } } },
    });
    expect(pickerUiSchema(schemas['phone-verification'])).toEqual({
      changePhoneStepId: { 'ui:widget': 'stepPicker' },
    });
    expect(pickerUiSchema(schemas.lead)).toBeUndefined();
    // The annotation, not the name: a schema of its own with another name gets a picker too.
    expect(
      pickerUiSchema({ properties: { oferta: { type: 'string', [PICKER_KEYWORD]: 'plan' } } }),
    ).toEqual({ oferta: { 'ui:widget': 'planPicker' } });
  });

  it('should annotate only with a known picker, and every prop that names a plan or a step', () => {
    // The schemas as the studio's form gets them: shared definitions ($ref) inlined.
    const found = Object.entries(schemas).flatMap(([id, schema]) =>
      annotated(schema).map(([prop, kind]) => ({ id, prop, kind })),
    );
    const pickers = found.filter((entry) => entry.kind !== undefined);
    expect(pickers.filter((entry) => !STUDIO_PICKERS.includes(entry.kind as 'plan'))).toEqual([]);
    const planIds = found.filter((entry) => entry.prop === 'planId');
    expect(planIds.length).toBeGreaterThanOrEqual(10);
    expect(planIds.filter((entry) => entry.kind !== 'plan')).toEqual([]);
    expect(pickers.filter((entry) => entry.kind === 'plan' && entry.prop !== 'planId')).toEqual([]);
    expect(pickers.filter((entry) => entry.kind === 'step').map((entry) => entry.prop)).toEqual([
      'changePhoneStepId',
    ]);
  });

  it("should offer the product's own catalogue plans, by name", () => {
    const plans = cataloguePlans(root, [
      { brand: 'medvalida', code: 'MS', file: 'brands/medvalida/products/MS.json' },
      { brand: 'nobrand', code: 'X', file: 'brands/nobrand/products/X.json' },
    ]);
    expect(plans['brands/medvalida/products/MS.json']).toContainEqual({
      id: 'ms-banco-questoes',
      name: 'Banco de questões comentadas',
    });
    expect(plans['brands/medvalida/products/MS.json']?.map((plan) => plan.id)).not.toContain(
      'wup-anual',
    );
    expect(plans['brands/nobrand/products/X.json']).toEqual([]);
  });
});
