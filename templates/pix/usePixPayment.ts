import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { createPaymentWithCaptcha } from '@/checkout/payment/createPaymentWithCaptcha';
import type { PaymentRequest, PaymentResponse, ProductPlans } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { buildPaymentBody } from '@/checkout/payment/buildPaymentBody';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useIsClient } from '@/ui/useIsClient';
import { paymentAnswerExtras } from '@/checkout/payment/paymentAnswerExtras';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import { sendingAttempt } from '@/checkout/payment/createPaymentAttempts';

/** The Pix step's payment call, naming the purchase with its key. */
const sendPixPayment = sendingAttempt(createPaymentWithCaptcha);
import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import type { PurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredPix } from '@/checkout/sessionStore';

/** The Pix payment the Pix step shows, and how to get a new one. */
export interface PixPayment {
  /** The Pix being paid; null until read from the session or created. */
  pix: StoredPix | null;
  /** False until the session has been read (the first client render). */
  ready: boolean;
  /** True while a new Pix payment is being created. */
  creating: boolean;
  /** True when creating a Pix payment failed (or the plan offers no Pix). */
  failed: boolean;
  /** Asks for a new Pix code (after it expired or was refused). */
  renew: () => void;
}

/**
 * The Pix payment of the Pix step. It reads `dataPix` from session storage, so a reload keeps
 * the code. When there is none (the buyer came straight from the lead step, route=pix), it
 * creates the Pix payment itself, once (POST /api/v2/payment of type pix, with its own
 * Idempotency-Key), for the `oferta` plan or the product's plan, and stores it. `renew()`
 * creates a new one. `document` is the tax-invoice CPF or CNPJ the payment carries (as typed;
 * where the brand sends it); while `blocked` (e.g. that document is still to be asked),
 * nothing is created.
 */
export function usePixPayment(
  guard?: Pick<PurchaseGuard, 'currentId' | 'settleConflict'>,
  blocked = false,
  document?: string,
): PixPayment {
  const { page, readCheckoutSession } = useCheckout();
  const ready = useIsClient();
  const stored = useMemo(() => (ready ? (readSession('dataPix') ?? null) : null), [ready]);
  const [created, setCreated] = useState<StoredPix | null>(null);
  const pix = created ?? stored;
  const [createFailed, setCreateFailed] = useState(false);
  // How many creations are wanted (the first when nothing was stored, one per renewal) and how
  // many have finished; the ref counts the ones started, so neither a re-render nor React's
  // double effects in development start a second payment.
  const [renewals, setRenewals] = useState(0);
  // Nothing is created for a purchase already paid or being paid (the step shows that instead).
  const wanted = blocked ? 0 : renewals + (ready && !stored ? 1 : 0);
  const [finished, setFinished] = useState(0);
  const started = useRef(0);
  const { submit, paying } = usePaymentSubmit<PaymentRequest, PaymentResponse>(sendPixPayment);
  const plans = useProductPlans({ enabled: wanted > finished });

  const create = useCallback(
    async (product: ProductPlans) => {
      const plan = selectPlan(product, { oferta: page.query.oferta });
      const form = readSession('dataForm');
      const lead = readSession('dataLead');
      // What the checkout knows of the buyer, completed from the session (a buyer who came
      // straight from the lead step may have typed only part of it into the context).
      const { buyer, leadId } = readCheckoutSession();
      const who = {
        name: buyer.name || form?.name || lead?.name || '',
        email: buyer.email || form?.email || lead?.email || '',
        phone: buyer.phone || form?.phone || lead?.phone || '',
      };
      if (!plan || !plan.paymentMethods.includes('pix')) {
        logger.error('PIX_NOT_OFFERED: the Pix step has no plan that accepts Pix', {
          context: { productCode: page.productCode, oferta: page.query.oferta, planId: plan?.id },
        });
        setCreateFailed(true);
        return;
      }
      try {
        const body = buildPaymentBody({
          buyer: who,
          leadId: leadId ?? lead?.leadId ?? null,
          business: page.business,
          productCode: page.productCode,
          seller: page.seller,
          source: page.source,
          plan,
          choice: { type: 'pix' },
          ...(document ? { document } : {}),
        });
        const purchaseId = guard?.currentId();
        const response = await submit(body, purchaseId);
        if (!response.pix) {
          throw new Error(
            `PIX_DETAILS_MISSING: payment '${response.paymentId}' came without Pix details`,
          );
        }
        const next: StoredPix = {
          paymentId: response.paymentId,
          brCode: response.pix.brCode,
          expiresAt: response.pix.expiresAt,
          amount: body.amount,
          token: response.token,
        };
        writeSession('dataPix', next);
        if (purchaseId)
          updatePurchaseLedger(purchaseId, {
            pix: {
              paymentId: next.paymentId,
              amount: next.amount,
              currency: plan.currency,
              expiresAt: next.expiresAt,
            },
          });
        const buyerLead = leadId ?? lead?.leadId;
        if (buyerLead) {
          writeSession('dataPurchase', {
            leadId: buyerLead,
            productCode: page.productCode,
            reference: response.paymentId,
            planId: plan.id,
            planName: plan.name,
            amount: body.amount,
            currency: plan.currency,
            method: 'pix',
            installments: 1,
            ...paymentAnswerExtras(response, { type: 'pix' }),
          });
        }
        setCreated(next);
      } catch (error) {
        // Paid already or being paid (another tab, an earlier attempt): the step shows that.
        if (guard?.settleConflict(error)) return;
        logger.error('PIX_PAYMENT_FAILED: the Pix payment could not be created', {
          error,
          context: {
            stepId: page.step.id,
            status: isApiError(error) ? error.status : undefined,
            code: isApiError(error) ? error.code : undefined,
          },
        });
        setCreateFailed(true);
      }
    },
    [page, readCheckoutSession, submit, guard, document],
  );

  useEffect(() => {
    if (!plans.data || wanted <= started.current) return;
    started.current = wanted;
    void create(plans.data).finally(() => setFinished(wanted));
  }, [plans.data, wanted, create]);

  const { isError: plansFailed, refetch: refetchPlans } = plans;
  const renew = useCallback(() => {
    setCreateFailed(false);
    setRenewals((count) => count + 1);
    if (plansFailed) void refetchPlans();
  }, [plansFailed, refetchPlans]);

  const failed = createFailed || (plansFailed && wanted > finished);
  return { pix, ready, creating: paying || (wanted > finished && !failed), failed, renew };
}
