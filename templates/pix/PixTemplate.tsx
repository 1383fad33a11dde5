import { useEffect, useMemo, useRef, useState } from 'react';
import { getPaymentStatus } from '@/checkout/api/checkoutApi';
import { useDeferredQuery } from '@/checkout/api/useDeferredQuery';
import { stepLabel } from '@/checkout/navigation/stepLabel';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logger } from '@/platform/logger';
import { isPixEnabled, useFeatureFlags } from '@/platform/flags';
import { PixQrCode } from '@/templates/pix/PixQrCode';
import { usePixCountdown } from '@/templates/pix/usePixCountdown';
import { usePixPayment } from '@/templates/pix/usePixPayment';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { readBuyerPurchase } from '@/checkout/journey/journeyFacts';
import { usePaidPurchase } from '@/checkout/payment/usePaidPurchase';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { purchaseCopy as purchaseCopyOf } from '@/checkout/purchase/purchaseCopy';
import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import { usePurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import type { PurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import { AlreadyPaidView } from '@/checkout/payment/AlreadyPaidView';
import { PurchaseGuardView } from '@/checkout/purchase/PurchaseGuardView';
import { mergeSession, readSession, removeSession, writeSession } from '@/checkout/sessionStore';
import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { useFieldForm } from '@/checkout/useFieldForm';
import { useIsClient } from '@/ui/useIsClient';
import { checkoutAnalytics } from '@/platform/analytics';
import { messages } from '@/lib/validation/messages';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { PixProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { StepLoading } from '@/ui/StepLoading';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';

/** How often the payment status is asked while the buyer pays (issue 5 item 4). */
const pollIntervalMs = 3000;

const StepLabel = styled('p', { margin: '0 0 $2', fontSize: '$sm', color: '$neutralPure' });
const Countdown = styled('p', { margin: '0 0 $4', fontSize: '$md', fontWeight: '$semibold' });
const Steps = styled('ol', { margin: '0 0 $4', paddingLeft: '$5', '& li': { marginBottom: '$1' } });

/**
 * The Pix step (/pix, spec §2, issue 5 item 4): the QR code of the BR Code, the copia-e-cola
 * code with 'Copiar código', the expiry countdown (shown every second, announced once a
 * minute), 'Passo X de Y' counted from the flow. It polls the payment every 3 s and moves to the next
 * step when paid; an expired or refused code can be replaced with a new one. The code comes
 * from `dataPix` (so a reload keeps it; an account journey, which has no lead, has one from the
 * record's page), or the step creates the Pix payment itself when the buyer arrives without
 * one (route=pix: lead → pix). A new code for an account record is asked for on the record's
 * page (the flow's first step), which charges the record, not the product. While the `pix-enabled` feature flag is
 * off, it creates nothing and says Pix is unavailable, with a way back to choose another method.
 */
export function PixTemplate({ step, props }: TemplateComponentProps<PixProps>) {
  const flags = useFeatureFlags();
  if (!isPixEnabled(flags)) return <PixUnavailable />;
  return <PixStep step={step} props={props} />;
}

/**
 * What the Pix step shows while the `pix-enabled` flag is off for this brand or product: no Pix
 * charge is created; the buyer goes back to choose another way of paying.
 */
function PixUnavailable() {
  const { back } = useStepNavigation();
  return (
    <Card>
      <Heading>Pix indisponível</Heading>
      <StatusMessage tone="error">
        O pagamento com Pix está indisponível no momento. Escolha outra forma de pagamento.
      </StatusMessage>
      <Button block onClick={back}>
        Escolher outra forma de pagamento
      </Button>
    </Card>
  );
}

/** The Pix step, once the journey has a Pix to show or a lead to create one for. */
function PixStep(stepProps: TemplateComponentProps<PixProps>) {
  const { page, readCheckoutSession } = useCheckout();
  // A Pix of an account record (an invoice, an upgrade, a purchase to recover) is charged by
  // the record's page: a new code is asked for there, never as a new purchase of the product.
  const recordId = useBuyerPurchase()?.recordId;
  const paidHere = usePaidPurchase('main');
  const guard = usePurchaseGuard(() => {
    const record = readBuyerPurchase()?.recordId;
    if (record) return { kind: 'record', recordId: record };
    const leadId = readCheckoutSession().leadId;
    return leadId ? { kind: 'main', productCode: page.productCode, leadId } : undefined;
  }, paidHere);
  const guarded = guard.state;
  // Paid already (Back after the Pix was paid, or paid in another tab or by another method): the
  // receipt and the way on, never a new code.
  if (guarded.kind === 'paid' && guarded.purchase)
    return (
      <AlreadyPaidView
        purchase={guarded.purchase}
        productTitle={page.productTitle}
        outcome="paid"
      />
    );
  if (guarded.kind === 'confirming' || guarded.kind === 'elsewhere' || guarded.kind === 'paid') {
    return (
      <PurchaseGuardView
        guard={guard}
        sessionKey="dataPurchase"
        context={{
          leadId: readCheckoutSession().leadId ?? undefined,
          recordId,
          productCode: page.productCode,
          productName: page.productTitle,
          planName: () => undefined,
        }}
      />
    );
  }
  return <PixCode {...stepProps} guard={guard} />;
}

/** The Pix code of a purchase that is not paid: shown, polled, renewed. */
function PixCode({ props, guard }: TemplateComponentProps<PixProps> & { guard: PurchaseGuard }) {
  const { page, setPurchaseToken, isMozambique } = useCheckout();
  const { goNext, restart } = useStepNavigation();
  const { currentId, settleConflict } = guard;
  const pixGuard = useMemo(() => ({ currentId, settleConflict }), [currentId, settleConflict]);
  const recordId = useBuyerPurchase()?.recordId;
  // Where the brand sends the tax-invoice document, every Pix of the product carries it: the
  // one the payment form typed (kept in `dataForm`), else the step asks it before creating one
  // (route=pix: lead → pix has no payment form). A record's Pix is charged by its own page.
  const isClient = useIsClient();
  const asksDocument = page.brand.sendsTaxInvoiceDocument && !recordId;
  const [typedDocument, setTypedDocument] = useState<string | null>(null);
  const keptDocument = useMemo(
    () => (isClient ? readSession('dataForm')?.document : undefined),
    [isClient],
  );
  const taxDocument = asksDocument ? (typedDocument ?? keptDocument ?? undefined) : undefined;
  const waitsForDocument = asksDocument && !taxDocument;
  const {
    pix,
    ready,
    creating,
    failed,
    renew: createNewCode,
  } = usePixPayment(pixGuard, waitsForDocument, taxDocument);
  const renew = recordId ? () => void restart({ params: { id: recordId } }) : createNewCode;
  const expiresAt = useMemo(
    () => (pix ? validDate(pix.expiresAt, props.expiresInMinutes) : null),
    [pix, props.expiresInMinutes],
  );
  const countdown = usePixCountdown(expiresAt);
  // The copy message belongs to the code it was about: a new code starts without one.
  const [copied, setCopied] = useState<{ brCode: string; text: string } | null>(null);
  const copyStatus = pix && copied?.brCode === pix.brCode ? copied.text : '';
  const codeField = useRef<HTMLInputElement | null>(null);
  const moving = useRef(false);

  const status = useDeferredQuery({
    queryKey: ['payment-status', pix?.paymentId],
    queryFn: () => getPaymentStatus(pix?.paymentId ?? ''),
    staleTime: 0,
    enabled: Boolean(pix) && !countdown.expired,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || !query.state.data ? pollIntervalMs : false,
    refetchIntervalInBackground: true,
  });
  const paid = status.data?.status === 'approved';
  const refused = status.data?.status === 'declined' || status.data?.status === 'failed';
  // Superseded (the order changed, or another method paid the purchase): never to be paid.
  const superseded = status.data?.status === 'cancelled' || status.data?.status === 'refunded';
  const refunds = status.data?.refunds ?? [];
  const purchaseCopy = purchaseCopyOf(isMozambique);

  useEffect(() => {
    if (!paid || moving.current || !pix) return;
    moving.current = true;
    const order = readSession('dataPurchase');
    if (order?.reference === pix.paymentId) {
      // The purchase is paid now: the journey has a receipt (template.json `paid` outcome).
      const paidOrder = { ...order, paid: true };
      writeSession('dataPurchase', paidOrder);
      checkoutAnalytics.purchase(page, order);
      // Every tab of the buyer learns it: their forms show the receipt instead.
      const purchaseId = currentId();
      if (purchaseId) updatePurchaseLedger(purchaseId, { paid: paidOrder, pix: undefined });
    }
    if (pix.token) setPurchaseToken(pix.token);
    removeSession('dataPix');
    goNext({
      outcome: 'paid',
      ...(pix.token ? { query: { token: pix.token } } : {}),
    }).catch((error: unknown) => {
      moving.current = false;
      logger.error('PIX_NEXT_STEP_FAILED: could not move on after the Pix was paid', {
        error,
        context: { stepId: page.step.id },
      });
    });
  }, [paid, pix, goNext, setPurchaseToken, page, currentId]);

  const copy = async () => {
    if (!pix) return;
    try {
      await navigator.clipboard.writeText(pix.brCode);
      setCopied({ brCode: pix.brCode, text: 'Código copiado' });
    } catch {
      // Clipboard refused (permissions, an old browser): select the code for a manual copy.
      codeField.current?.select();
      setCopied({
        brCode: pix.brCode,
        text: 'Não foi possível copiar. O código está selecionado: copie-o pelo menu do seu aparelho.',
      });
    }
  };

  const label = stepLabel(page.stepPosition, {
    current: props.stepNumber ?? page.brand.pix.currentStep,
    total: page.brand.stepsNumber,
  });
  const heading = props.heading ?? 'Pague com Pix';

  const documentGiven = (document: string) => {
    mergeSession('dataForm', { document });
    setTypedDocument(document);
    // A stored code being replaced: ask for the new one now (a first code follows by itself).
    if (pix) createNewCode();
  };

  if (!pix) {
    return (
      <>
        <StepLabel>{label}</StepLabel>
        <Heading>{heading}</Heading>
        {waitsForDocument && isClient ? (
          <PixDocumentForm onDocument={documentGiven} />
        ) : failed ? (
          <>
            <StatusMessage tone="error">{messages.general.paymentFailed}</StatusMessage>
            <Button onClick={renew}>Gerar novo código</Button>
          </>
        ) : (
          <StepLoading label={ready || creating ? 'Gerando o código Pix' : 'Carregando'} />
        )}
      </>
    );
  }

  const amount = formatMoney(pix.amount, 'R$');
  const expired = countdown.expired && !paid;
  const needsNewCode = expired || refused || failed || superseded;

  return (
    <>
      <StepLabel>{label}</StepLabel>
      <Heading>{heading}</Heading>
      <Card aria-label="Pagamento com Pix">
        {refunds.length > 0 ? (
          <StatusMessage tone="info">
            {refunds
              .map((refund) =>
                fillCopy(purchaseCopy.refundedPix, {
                  amount: formatMoney(refund.amount ?? 0, 'R$'),
                }),
              )
              .join(' ')}
          </StatusMessage>
        ) : null}
        <Text>
          Valor: <strong>{amount}</strong>
        </Text>
        {needsNewCode ? null : (
          <>
            <PixQrCode brCode={pix.brCode} label={`QR Code do Pix de ${amount}`} />
            <Countdown aria-hidden>Expira em {countdown.display}</Countdown>
            <Steps>
              <li>Abra o app do seu banco e escolha pagar com Pix.</li>
              <li>Leia o QR Code ou cole o código copia e cola.</li>
              <li>Confirme o pagamento: esta página segue sozinha assim que ele for aprovado.</li>
            </Steps>
            <TextField
              ref={codeField}
              label="Código Pix copia e cola"
              value={pix.brCode}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button block onClick={() => void copy()}>
              Copiar código
            </Button>
          </>
        )}
        <div role="status" aria-live="polite" className="sr-only">
          {needsNewCode ? '' : countdown.announcement}
        </div>
        <Text muted role="status" aria-live="polite">
          {needsNewCode ? '' : copyStatus}
        </Text>
        {paid ? <StatusMessage tone="success">Pagamento confirmado!</StatusMessage> : null}
        {needsNewCode ? (
          <>
            <StatusMessage tone="error">
              {superseded
                ? purchaseCopy.supersededPix
                : expired
                  ? 'O código Pix expirou. Gere um novo código para pagar.'
                  : messages.general.paymentFailed}
            </StatusMessage>
            {waitsForDocument ? (
              <PixDocumentForm onDocument={documentGiven} />
            ) : (
              <Button block onClick={renew} busy={creating}>
                Gerar novo código
              </Button>
            )}
          </>
        ) : null}
      </Card>
    </>
  );
}

/**
 * The tax-invoice document (CPF or CNPJ, the payment step's rule and messages) asked before a
 * Pix is created where the brand sends it and the journey has none yet.
 */
function PixDocumentForm({ onDocument }: { onDocument: (document: string) => void }) {
  const rule = useMemo(() => taxDocumentRule(), []);
  const form = useFieldForm<{ document: string }>(
    { document: '' },
    { document: { validate: rule.validate, format: rule.format } },
  );
  return (
    <form
      noValidate
      aria-label="Nota fiscal"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validateAndFocus()) onDocument(form.values.document);
      }}
    >
      <TextField
        label={rule.label}
        inputMode={rule.inputMode}
        autoComplete="off"
        {...form.bind('document')}
      />
      <Button type="submit" block>
        Gerar código Pix
      </Button>
    </form>
  );
}

/** The code's expiry: the stored date, else `expiresInMinutes` from now (a damaged store). */
function validDate(expiresAt: string, expiresInMinutes: number | undefined): string {
  if (!Number.isNaN(new Date(expiresAt).getTime())) return expiresAt;
  return new Date(Date.now() + (expiresInMinutes ?? 30) * 60_000).toISOString();
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default PixTemplate;
