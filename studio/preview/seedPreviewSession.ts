/**
 * The preview's session before a step is drawn (issue 24 item 3): a buyer reaches the Pix step
 * with a Pix code and the success step with a purchase, so the preview gives the step what its
 * template needs (template.json `journey.needs`) from the API's examples, never by paying
 * (the upsell steps a paid purchase, their success the upsell too, a record's page the record).
 * A purchase is held only while a step that shows one is previewed: the payment step shows a
 * purchase already made instead of its form.
 */
import { readSession, removeSession, writeSession } from '@/checkout/sessionStore';
import { templateManifest } from '@/schemas/generated/templateManifest';
import type { PreviewSession } from '@/studio/studioTypes';

/** How long the example Pix code stays valid in the preview (its example date is past). */
const PIX_MINUTES = 30;

/**
 * What the preview gives a template's journey: each of its needs, and of alternatives (the Pix
 * step needs a code, a lead or a paid purchase) the first.
 */
export function needsOf(templateId: string): string[] {
  const entries: Record<string, { journey?: { needs?: readonly unknown[] } }> = templateManifest;
  return (entries[templateId]?.journey?.needs ?? [])
    .map((need) => (Array.isArray(need) ? (need[0] as unknown) : need))
    .filter((need): need is string => typeof need === 'string');
}

/**
 * The id of the record an account page (/payment/[id], /renew/[id]…) previews: made up, so its
 * reads are answered from the API's examples (an invoice, a subscription, a recovery), never
 * 'not found' from the sandbox.
 */
export const PREVIEW_RECORD_ID = 'preview';

export function seedPreviewSession(templateId: string, session: PreviewSession): void {
  const needs = needsOf(templateId);
  if (needs.includes('pix') && readSession('dataPix')?.paymentId !== session.pix.paymentId) {
    writeSession('dataPix', {
      ...session.pix,
      expiresAt: new Date(Date.now() + PIX_MINUTES * 60_000).toISOString(),
    });
  }
  const leadId = readSession('dataLead')?.leadId;
  const seeded = readSession('dataPurchase')?.reference === session.purchase.reference;
  // A step after the payment (its receipt, an upsell of the paid purchase, a record's page).
  if (needs.some((need) => need === 'receipt' || need === 'paid')) {
    writeSession('dataPurchase', {
      ...session.purchase,
      leadId,
      ...(needs.includes('record') ? { recordId: PREVIEW_RECORD_ID } : {}),
    });
  } else if (seeded) {
    removeSession('dataPurchase');
  }
  // The upsell's own success: the upsell bought too.
  if (needs.includes('upsell'))
    writeSession('dataUpsell', {
      ...session.purchase,
      reference: `${session.purchase.reference}-upsell`,
      leadId,
    });
  else removeSession('dataUpsell');
}
