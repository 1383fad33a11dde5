import dynamic from 'next/dynamic';
import { lazy, Suspense, useId, useMemo } from 'react';
import type { PaymentMethod, PlanType } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
// The billing address is imported with the form (0.8 kB gzip), not loaded on demand: after a
// client-side navigation from the lead, a form that asked for one drew its payment methods
// first and the address above them a moment later (layout shift 0.46 on every Mozambican
// payment, measured by the journey walker).
import { AddressForm } from '@/checkout/payment/AddressForm';
import { CardFields } from '@/checkout/payment/CardFields';
import { cardFieldSpecs } from '@/checkout/payment/cardFieldSpecs';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { PaymentMethodList } from '@/checkout/payment/PaymentMethodList';
import { PaymentProgress } from '@/checkout/payment/PaymentProgress';
import { emptyPaymentValues, keptPaymentFields } from '@/checkout/payment/paymentValues';
import type { PaymentSpecs, PaymentValues } from '@/checkout/payment/paymentValues';
import { PlansLoading } from '@/checkout/payment/PlansLoading';
import { LoadFailed } from '@/checkout/LoadFailed';
import { PlanSummary } from '@/checkout/payment/PlanSummary';
import { CardTrialNote } from '@/checkout/payment/TrialNote';
import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { useBillingAddress } from '@/checkout/payment/useBillingAddress';
import { useCardFields } from '@/checkout/payment/useCardFields';
import { useLeadDetails } from '@/checkout/payment/useLeadDetails';
import {
  defaultInstallmentOf,
  installmentChoicesOf,
  useInstallmentChoices,
} from '@/checkout/payment/useInstallmentChoices';
import { loadAlreadyPaidView, preloadPayOrder } from '@/checkout/payment/loadPayOrder';
import { useFormEngagement } from '@/checkout/useFormEngagement';
import { usePaymentFormSubmit } from '@/checkout/payment/usePaymentFormSubmit';
import { usePaymentMethodChoice } from '@/checkout/payment/usePaymentMethodChoice';
import { usePaymentOptions } from '@/checkout/payment/usePaymentOptions';
import { usePaidPurchase } from '@/checkout/payment/usePaidPurchase';
import { usePurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import { useStoredPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { DocumentType, PriceMode } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { SelectField } from '@/ui/SelectField';
import { StatusMessage } from '@/ui/StatusMessage';
import { StepLoading } from '@/ui/StepLoading';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';
import { validateMpesaPhone } from '@/lib/validation/validateMpesaPhone';
import { freeTrialApplies } from '@/lib/money/freeTrial';

// M-Pesa is never the default method: its field and waiting view load when needed.
const MpesaFields = lazy(() =>
  import('@/checkout/payment/MpesaFields').then((module) => ({ default: module.MpesaFields })),
);
const MpesaWaiting = lazy(() =>
  import('@/checkout/payment/MpesaWaiting').then((module) => ({ default: module.MpesaWaiting })),
);
// Only event products show ticket lots: their box loads when a step asks for it, in the room
// kept for it (so nothing below moves when it comes).
const TicketLots = lazy(() =>
  import('@/checkout/tickets/TicketLots').then((module) => ({ default: module.TicketLots })),
);
const TicketLotsSpace = styled('div', { minHeight: '148px', marginBottom: '$5' });
// The receipt of a purchase already made replaces the form right after a payment: it loads
// with the pay path as soon as the buyer starts filling the form (`preloadPayOrder`), so it is
// there when the payment answers. Loaded when the step opens, a chunk still loading there left
// an empty step (a layout shift of 0.105 the journey walker measured on the upsell payment);
// imported with the form, every buyer downloaded it. A buyer who comes back after paying sees
// the loading view for the moment the chunk takes.
const AlreadyPaidView = dynamic(loadAlreadyPaidView, {
  loading: () => <StepLoading label="Carregando o recibo" />,
});
// A purchase being paid in another tab, or an attempt being confirmed after a reload: only
// buyers who do that download these views.
const PurchaseGuardView = dynamic(
  () => import('@/checkout/purchase/PurchaseGuardView').then((module) => module.PurchaseGuardView),
  { loading: () => <StepLoading label="Verificando o pagamento" /> },
);
const PurchaseNotice = dynamic(
  () => import('@/checkout/purchase/PurchaseNotice').then((module) => module.PurchaseNotice),
  { loading: () => null },
);

/** What a payment step configures on the shared payment form. */
export interface PaymentFormProps {
  /** The step's heading. */
  heading: string;
  /** 'Passo X de Y', when the step shows one. */
  stepLabel?: string;
  /** The pay button's label ('Confirmar pagamento'). */
  buttonLabel: string;
  /** A plan the step charges (the upsell's); otherwise `oferta` or the product's plan ids. */
  planId?: string;
  /** The step's `paymentMethods` prop. */
  allowedMethods?: readonly PaymentMethod[];
  planTypes?: readonly PlanType[];
  priceMode?: PriceMode;
  /** The step's `installments` prop (off anyway for Mozambique). */
  installments?: { enabled?: boolean; max?: number };
  /** The step's `documentTypes` prop. */
  documentTypes?: readonly DocumentType[];
  /**
   * What the payment buys: the main purchase (the default) or the upsell offered after it;
   * each is kept in its own session record, so the upsell never replaces the receipt of the
   * main purchase.
   */
  purchase?: 'main' | 'upsell';
  /**
   * The product this payment is for, as the receipt will name it: the page's product for the
   * main purchase; the upsell names its own (without one, its plan's name is used).
   */
  productName?: string;
  /** The step's `showTicketLots` prop: the event's ticket lots under the plan summary. */
  showTicketLots?: boolean;
}

const Form = styled('form', { width: '100%' });
const StepLabel = styled('p', { margin: '0 0 $2', fontSize: '$sm', color: '$neutralPure' });

/**
 * The payment form shared by the payment and upsell-payment templates (spec §2, issue 5
 * item 3): the plan summary, the billing address where asked, one expandable card per
 * payment method (card, Pix, boleto; Mozambique per brand config), the tax-invoice document
 * when the brand sends it, and 'Confirmar pagamento'. Each concern lives in its own hook:
 * plans, add-ons of an order bump and methods (`usePaymentOptions`), the open method (`usePaymentMethodChoice`),
 * installments (`useInstallmentChoices`), card fields (`cardFieldSpecs`, `useCardFields`), the
 * address (`useBillingAddress`), what the lead keeps of the form (`useLeadDetails`: address and
 * tax-invoice document) and paying (`usePaymentFormSubmit`). The upsell offers first to pay
 * with the card of the main purchase ('Cartão Visa final 1111', by its payment profile:
 * nothing of the card is typed or sent again); the card form stays the alternative.
 * Card data stays in this component's state: never stored, logged or put in a URL.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { page, isMozambique, readCheckoutSession } = useCheckout();
  const purchaseKind = props.purchase ?? 'main';
  // The upsell may charge the card the main purchase was paid with (its payment profile).
  const mainPurchase = useStoredPurchase();
  const cardOnFile = props.purchase === 'upsell' ? mainPurchase?.cardOnFile : undefined;
  // The buyer's own plans question and the submit path wait until the buyer starts on the form.
  const { engaged, engage } = useFormEngagement(preloadPayOrder);
  const { plans, plan, options, bumps, order } = usePaymentOptions({
    ...props,
    cardOnFile,
    leadQuestionWaits: !engaged,
  });
  const progressId = useId();
  const address = useBillingAddress();
  const documentRule = page.brand.sendsTaxInvoiceDocument
    ? taxDocumentRule(props.documentTypes)
    : undefined;
  const leadDetails = useLeadDetails({
    addressVariant: address.variant,
    document: Boolean(documentRule),
  });
  const showInstallments = !isMozambique && props.installments?.enabled !== false;
  const brands = useMemo(() => cardBrandsFor(isMozambique ? 'MZ' : 'BR'), [isMozambique]);

  const specs = useMemo<PaymentSpecs>(() => {
    const isCard = (values: PaymentValues) =>
      options.find((option) => option.key === values.method)?.kind === 'credit-card';
    return {
      ...address.specs,
      installments: {},
      ...cardFieldSpecs<PaymentValues>({ offered: brands, isCard }),
      mpesaPhone: {
        validate: (value, values) =>
          options.find((option) => option.key === values.method)?.kind === 'm-pesa'
            ? validateMpesaPhone(value)
            : undefined,
      },
      ...(documentRule
        ? { document: { validate: documentRule.validate, format: documentRule.format } }
        : {}),
    };
  }, [options, address.specs, documentRule, brands]);

  // The first method starts open and the installments preselected (the plans came with the
  // page): the server's HTML has the form at its final size and content.
  const firstInstallment = plan
    ? defaultInstallmentOf(
        installmentChoicesOf(order(plan), props.installments?.max),
        showInstallments,
      )
    : undefined;
  const form = useFieldForm<PaymentValues>(
    {
      ...emptyPaymentValues(address.variant),
      method: options[0]?.key ?? '',
      installments: firstInstallment ? String(firstInstallment.id) : '',
    },
    specs,
    { keep: keptPaymentFields },
  );
  const { chosen, toggle } = usePaymentMethodChoice(form, options);
  const basePlan = chosen?.plan ?? plan;
  // Shown and installments priced for the whole order: the plan plus the chosen add-ons.
  const chosenPlan = basePlan ? order(basePlan) : undefined;
  const installmentChoices = useInstallmentChoices(form, chosenPlan, {
    showInstallments,
    max: props.installments?.max,
  });
  const card = useCardFields(form, brands);
  const productName =
    props.productName ?? (purchaseKind === 'upsell' ? undefined : page.productTitle);
  const paidAlready = usePaidPurchase(purchaseKind);
  const guard = usePurchaseGuard(
    () => {
      const leadId = readCheckoutSession().leadId;
      return leadId ? { kind: purchaseKind, productCode: page.productCode, leadId } : undefined;
    },
    paidAlready,
    purchaseKind === 'upsell' ? 'dataUpsell' : 'dataPurchase',
  );
  const {
    onSubmit,
    failure,
    failureMessage,
    busy,
    methodGroup,
    methodChanged,
    mpesa,
    mpesaFailed,
    phase,
  } = usePaymentFormSubmit({
    form,
    chosen,
    sendsDocument: Boolean(documentRule),
    saveLeadDetails: leadDetails.save,
    clearCvv: card.clearCvv,
    orderBumps: bumps,
    purchase: purchaseKind,
    productName,
    guard,
  });

  // Paid already (the buyer came back with 'Voltar', or another tab paid it): the receipt,
  // never a second charge.
  const guarded = guard.state;
  if (guarded.kind === 'paid' && guarded.purchase)
    return <AlreadyPaidView purchase={guarded.purchase} productTitle={page.productTitle} />;
  // Being paid in another tab, or an attempt sent before a reload: its outcome first.
  if (guarded.kind !== 'free') {
    return (
      <PurchaseGuardView
        guard={guard}
        sessionKey={purchaseKind === 'upsell' ? 'dataUpsell' : 'dataPurchase'}
        context={{
          leadId: readCheckoutSession().leadId ?? undefined,
          productCode: page.productCode,
          productName,
          planName: (id) => plans.data?.plans.find((candidate) => candidate.id === id)?.name,
        }}
      />
    );
  }
  if (plans.isPending) return <PlansLoading heading={props.heading} />;
  if (plans.isError || !plan || options.length === 0) {
    return <LoadFailed heading={props.heading} onRetry={() => void plans.refetch()} />;
  }

  if (mpesa) {
    return (
      <Suspense fallback={<PlansLoading heading={props.heading} />}>
        <MpesaWaiting pending={mpesa} onApproved={mpesa.complete} onFailed={mpesaFailed} />
      </Suspense>
    );
  }

  const shownPlan = chosenPlan ?? order(plan);
  const shownBase = basePlan ?? plan;
  const installmentOptions = showInstallments
    ? installmentChoices.map((option) => ({
        value: String(option.id),
        label: installmentLabel(option, shownPlan.currency),
      }))
    : undefined;
  const { bind } = form;
  // Paying by card (new or on file) starts the plan's free trial: the form says what the first
  // charge takes.
  const cardTrial = freeTrialApplies(shownPlan, 'credit-card')
    ? (installmentChoices.find((option) => String(option.id) === form.values.installments) ??
      installmentChoices[0])
    : undefined;

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onFocus={engage}
      onPointerDown={engage}
      aria-label={props.heading}
    >
      {props.stepLabel ? <StepLabel>{props.stepLabel}</StepLabel> : null}
      <Heading>{props.heading}</Heading>
      <PlanSummary
        plan={shownPlan}
        showInstallments={showInstallments}
        maxInstallments={props.installments?.max}
        productPlans={plans.data.plans}
        items={
          bumps.length > 0
            ? [
                { label: shownBase.name, amount: shownBase.amount },
                ...bumps.map((bump) => ({ label: bump.title, amount: bump.amount })),
              ]
            : undefined
        }
      />

      {props.showTicketLots ? (
        <Suspense fallback={<TicketLotsSpace />}>
          <TicketLots chosenPlanId={shownBase.id} />
        </Suspense>
      ) : null}

      {address.variant ? (
        <AddressForm variant={address.variant} bind={(name) => bind(name)} />
      ) : null}

      {guarded.pendingPix || guarded.retry ? (
        <PurchaseNotice pendingPix={guarded.pendingPix} retry={guarded.retry} />
      ) : null}

      <PaymentMethodList
        options={options}
        openKey={form.values.method}
        onToggle={(key) => {
          toggle(key);
          methodChanged();
        }}
        showInstallments={showInstallments}
        maxInstallments={props.installments?.max}
        groupRef={methodGroup}
        priceForOrder={order}
        cardFields={
          <>
            {cardTrial ? <CardTrialNote plan={shownPlan} installment={cardTrial} /> : null}
            <CardFields
              bind={(name) => bind(name)}
              brands={brands}
              installmentOptions={installmentOptions}
              cvvLength={card.cvvLength}
            />
          </>
        }
        cardOnFileFields={
          <>
            {cardTrial ? <CardTrialNote plan={shownPlan} installment={cardTrial} /> : null}
            {installmentOptions ? (
              <SelectField
                label="Parcelas"
                options={installmentOptions}
                {...bind('installments')}
              />
            ) : null}
          </>
        }
        mpesaFields={
          <Suspense fallback={null}>
            <MpesaFields
              bind={(name) => bind(name)}
              amount={shownPlan.amount}
              currency={shownPlan.currency}
            />
          </Suspense>
        }
      />

      {documentRule ? (
        <TextField
          label={documentRule.label}
          inputMode={documentRule.inputMode}
          autoComplete="off"
          {...bind('document')}
        />
      ) : null}

      <StatusMessage tone="error" focusRef={failureMessage}>
        {failure}
      </StatusMessage>
      <PaymentProgress phase={phase} id={progressId} />
      <Button type="submit" block busy={busy} aria-describedby={progressId}>
        {props.buttonLabel}
      </Button>
    </Form>
  );
}
