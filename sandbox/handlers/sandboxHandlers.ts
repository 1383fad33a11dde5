import { renderBoletoPage } from '@/sandbox/boletoPage';
import { resetSandboxData } from '@/sandbox/demoRecords';
import type { LeadParams, PaymentParams } from '@/schemas/generated/apiTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError } from '@/lib/http/httpError';
import { activatePaidSubscription } from '@/sandbox/paidSubscription';
import { findLeadRow } from '@/sandbox/leadRecords';
import { testCards } from '@/sandbox/paymentProcessor';
import { currentStatus, findPayment } from '@/sandbox/paymentRecords';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import { payPixOfPurchase } from '@/sandbox/purchaseGuard';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { clearFaults } from '@/sandbox/telemetry/faults';
import { clearTelemetry } from '@/sandbox/telemetry/telemetryStore';

function requirePayment(context: SandboxContext, id: string): PaymentRow {
  const payment = findPayment(context, id);
  if (!payment)
    throw new HttpError(404, 'payment_not_found', `Payment '${id}' does not exist.`, 'paymentId');
  return payment;
}

/** Sandbox-only tools (no real backend has them): SMS codes, paying a Pix, boleto page, reset. */
export const sandboxHandlers: Route<SandboxContext>[] = [
  contractRoute<LeadParams>('sandboxGetSmsCode', ({ params }, context) => {
    const id = params.id;
    if (!findLeadRow(context, id))
      throw new HttpError(404, 'lead_not_found', `Lead '${id}' does not exist.`, 'id');
    const row = context.db
      .prepare('SELECT code, expires_at FROM sms_codes WHERE lead_id = ? ORDER BY id DESC LIMIT 1')
      .get(id) as { code: string; expires_at: string } | undefined;
    if (!row)
      throw new HttpError(404, 'sms_code_not_found', `No SMS code was sent to lead '${id}'.`, 'id');
    return { status: 200, body: { leadId: id, code: row.code, expiresAt: row.expires_at } };
  }),
  contractRoute<PaymentParams>('sandboxPayPix', ({ params }, context) => {
    const payment = requirePayment(context, params.paymentId);
    if (payment.method !== 'pix') {
      throw new HttpError(
        409,
        'not_a_pix_payment',
        `Payment '${payment.id}' is a ${payment.method} payment, not Pix.`,
        'paymentId',
      );
    }
    if (payment.purchase_id) {
      // A code of a purchase: paid, or refunded when it was superseded or the purchase is paid.
      const settled = payPixOfPurchase(context, payment);
      return { status: 200, body: { paymentId: payment.id, status: settled, method: 'pix' } };
    }
    const status = currentStatus(payment, context.now());
    if (status === 'expired')
      throw new HttpError(
        409,
        'pix_expired',
        `The Pix charge of payment '${payment.id}' has expired.`,
        'paymentId',
      );
    if (status === 'pending') {
      const now = context.now().toISOString();
      context.db.transaction(() => {
        context.db
          .prepare(
            "UPDATE payments SET status = 'approved', paid_at = ?, updated_at = ? WHERE id = ?",
          )
          .run(now, now, payment.id);
        // The subscription it pays turns active on its plan (an upgrade moves to the new one).
        activatePaidSubscription(context, payment, now);
      })();
    }
    return { status: 200, body: { paymentId: payment.id, status: 'approved', method: 'pix' } };
  }),
  contractRoute<PaymentParams>('sandboxBoletoPage', ({ params }, context) => {
    const payment = requirePayment(context, params.paymentId);
    if (payment.method !== 'bankslip' || !payment.bankslip_barcode) {
      throw new HttpError(
        409,
        'not_a_bankslip_payment',
        `Payment '${payment.id}' has no boleto.`,
        'paymentId',
      );
    }
    return { status: 200, html: renderBoletoPage(payment) };
  }),
  contractRoute('sandboxTestCards', () => {
    return { status: 200, body: { cards: testCards } };
  }),
  contractRoute('sandboxReset', (_request, context) => {
    resetSandboxData(context);
    // The telemetry receivers' records and the armed faults go too (docs/observability.md).
    clearTelemetry();
    clearFaults();
    return { status: 200, body: { reset: true } };
  }),
];
