/**
 * The preview's session before a step is drawn (issue 24 item 3): a buyer reaches the Pix step
 * with a Pix code and the success step with a purchase, so the preview gives the step what its
 * template needs (template.json `journey.needs`) from the API's examples, never by paying.
 * A purchase is held only while a step that shows one is previewed: the payment step shows a
 * purchase already made instead of its form.
 */
import { readSession, removeSession, writeSession } from '@/checkout/sessionStore';
import { templateManifest } from '@/schemas/generated/templateManifest';
import type { PreviewSession } from '@/studio/studioTypes';

/** How long the example Pix code stays valid in the preview (its example date is past). */
const PIX_MINUTES = 30;

/** Everything a template's journey may need, alternatives flattened. */
function needsOf(templateId: string): string[] {
  const entries: Record<string, { journey?: { needs?: readonly unknown[] } }> = templateManifest;
  return (entries[templateId]?.journey?.needs ?? [])
    .flat()
    .filter((need): need is string => typeof need === 'string');
}

export function seedPreviewSession(templateId: string, session: PreviewSession): void {
  const needs = needsOf(templateId);
  if (needs.includes('pix') && readSession('dataPix')?.paymentId !== session.pix.paymentId) {
    writeSession('dataPix', {
      ...session.pix,
      expiresAt: new Date(Date.now() + PIX_MINUTES * 60_000).toISOString(),
    });
  }
  const seeded = readSession('dataPurchase')?.reference === session.purchase.reference;
  if (needs.includes('receipt')) {
    writeSession('dataPurchase', {
      ...session.purchase,
      leadId: readSession('dataLead')?.leadId,
    });
  } else if (seeded) {
    removeSession('dataPurchase');
  }
}
