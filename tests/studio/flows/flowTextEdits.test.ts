/**
 * The flow edits written into a real product file by the save's text edit: only the lines of
 * what changed differ, the rest of the file (indentation, one-line arrays, key order) is kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  duplicateFlow,
  renameStep,
  setFlowSelection,
  setOutcome,
} from '@/studio/flows/flowOperations';
import type { ConfigFlow } from '@/studio/flows/flowOperations';
import { editJsonText } from '@/studio/save/editJsonText';
import { lineDiff } from '@/studio/save/lineDiff';

const TEXT = readFileSync(join(process.cwd(), 'brands/medvalida/products/MS.json'), 'utf8');
type Product = { checkoutFlow: { flows: ConfigFlow[] } };

function edited(edit: (flows: ConfigFlow[]) => ConfigFlow[]): {
  text: string;
  added: string[];
  removed: string[];
} {
  const before = JSON.parse(TEXT) as Product;
  const after = structuredClone(before);
  after.checkoutFlow.flows = edit(after.checkoutFlow.flows);
  const text = editJsonText(TEXT, before, after);
  expect(JSON.parse(text)).toEqual(after);
  const diff = lineDiff(TEXT, text);
  const lines = (kind: string) =>
    diff.filter((line) => line.kind === kind).map((line) => line.text.trim());
  return { text, added: lines('added'), removed: lines('removed') };
}

describe('flow edits in the file text', () => {
  it("should add only the copy's lines when a flow is duplicated", () => {
    const { text, removed } = edited((flows) => duplicateFlow(flows, 'pix', 'pix-2'));
    expect(removed).toEqual([]);
    expect(text).toContain(
      '"id": "pix-2",\n        "selectedBy": {\n          "route": ["pix"]\n        },',
    );
  });

  it('should change only the lines that name a renamed step', () => {
    const { added, removed } = edited((flows) =>
      flows.map((flow) =>
        flow.id === 'default'
          ? { ...flow, steps: renameStep(flow.steps, 'pix', 'pix-code') }
          : flow,
      ),
    );
    expect(removed).toEqual(['"pix": "pix"', '"id": "pix",']);
    expect(added).toEqual(['"pix": "pix-code"', '"id": "pix-code",']);
  });

  it('should write a selection and a drawn move as the lines that say them', () => {
    const { added, removed } = edited((flows) =>
      setFlowSelection(flows, 'bankslip', { route: ['bankslip', 'boleto'] }, false).map((flow) =>
        flow.id === 'default'
          ? { ...flow, steps: setOutcome(flow.steps, 'payment', 'bankslip', 'success') }
          : flow,
      ),
    );
    expect(removed).toEqual(['"pix": "pix"', '"route": ["bankslip"]']);
    expect(added).toEqual([
      '"pix": "pix",',
      '"bankslip": "success"',
      '"route": ["bankslip", "boleto"]',
    ]);
  });
});
