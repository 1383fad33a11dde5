// What a buyer does on this template's step, for the journey walker (tests/e2e/journeys.e2e.ts
// finds it here, docs/journeys.md): one driver per outcome of template.json's journey.
import { currentStep, sandboxPost, waitForPixCode } from '@/tests/e2e/journeyDriverKit';
import type { TemplateDriver, Walk } from '@/tests/e2e/journeyDriverKit';

/** Marks the Pix of this walk paid in the sandbox; the page polls and moves on. */
async function payPix(walk: Walk): Promise<void> {
  const { page } = walk;
  await waitForPixCode(page);
  const pix = await page.evaluate(() => window.sessionStorage.getItem('dataPix'));
  const paymentId = pix ? (JSON.parse(pix) as { paymentId?: string }).paymentId : undefined;
  if (!paymentId) throw new Error('the Pix step stored no dataPix.paymentId');
  const issued = walk.charges.find((charge) => charge.method === 'pix');
  if (!issued) {
    // A flow whose Pix step creates the charge itself (lead → pix): what the QR code says.
    const qr = await page
      .getByRole('img', { name: /^QR Code do Pix de / })
      .getAttribute('aria-label');
    walk.charges.push({
      purchase: walk.charges.some((charge) => charge.purchase === 'main') ? 'upsell' : 'main',
      method: 'pix',
      status: 'approved',
      stepId: currentStep(walk).id,
      offer: { price: qr?.replace(/^QR Code do Pix de /, '') },
    });
  }
  await sandboxPost(`/api/sandbox/pix/${encodeURIComponent(paymentId)}/pay`);
}

export const journeyDriver: TemplateDriver = { outcomes: { paid: payPix } };
