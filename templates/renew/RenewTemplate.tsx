import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { AccountPaymentForm } from '@/checkout/account/AccountPaymentForm';
import type { AccountPaymentDetails } from '@/checkout/account/AccountPaymentForm';
import { accountPaymentKinds } from '@/checkout/account/accountPaymentKinds';
import { RecordPaymentPage } from '@/checkout/account/RecordPaymentPage';
import { renewalMetadata } from '@/templates/renew/renewalMetadata';
import { renewV1WithCaptcha, renewV2WithCaptcha } from '@/templates/renew/renewWithCaptcha';
import type { RenewCall } from '@/templates/renew/renewWithCaptcha';
import { paidWith, useFinishAccountPayment } from '@/checkout/account/useFinishAccountPayment';
import { getSubscription } from '@/checkout/api/accountApi';
import type { SubscriptionSummary } from '@/checkout/api/accountTypes';
import type { RenewResponse, RenewV1Request, RenewV2Request } from '@/checkout/api/types';
import { SummaryCard, SummaryLabel } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { stripDocument } from '@/lib/validation/stripDocument';
import { journeySessionId } from '@/templates/renew/journeySessionId';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { methodInput, paymentAmount } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { PaymentProgress } from '@/checkout/payment/PaymentProgress';
import { PlanSummary } from '@/checkout/payment/PlanSummary';
import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { paymentFailureMessage } from '@/checkout/payment/paymentFailureMessage';
import type { TaxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useFieldForm } from '@/checkout/useFieldForm';
import { cardBrands } from '@/lib/card/cardBrand';
import type { RenewProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { SelectField } from '@/ui/SelectField';
import { StatusMessage } from '@/ui/StatusMessage';
import { TextField } from '@/ui/TextField';
import { useRecordPurchase } from '@/checkout/payment/AlreadyPaidForRecord';
import { sendingAttempt } from '@/checkout/payment/createPaymentAttempts';

/** The renewals' calls, naming the record's purchase with their key. */
const sendRenewalV1 = sendingAttempt(renewV1WithCaptcha);
const sendRenewalV2 = sendingAttempt(renewV2WithCaptcha);

function brandName(value: string): string {
  return cardBrands.find((brand) => brand.value === value)?.name ?? value;
}

/** The parts of a renewal answer that decide its outcome (it has no token and no redirect). */
function finishedPayment(response: RenewResponse) {
  const { payment } = response;
  return {
    paymentId: payment.paymentId,
    status: payment.status,
    route: payment.pix ? ('pix' as const) : payment.bankslip ? ('bankslip' as const) : null,
    ...(payment.pix ? { pix: payment.pix } : {}),
    ...(payment.bankslip ? { bankslip: payment.bankslip } : {}),
  };
}

/** The tax-invoice document as the calls send it: characters only, upper-case (CNPJs hold letters). */
function documentForCall(typed: string | undefined): { document?: string } {
  const document = typed ? stripDocument(typed.trim()).toUpperCase() : '';
  return document ? { document } : {};
}

/** The tax-invoice document field, where the brand sends the document (as on the payment step). */
function useRenewalDocumentRule(): TaxDocumentRule | undefined {
  const { page } = useCheckout();
  const sends = page.brand.sendsTaxInvoiceDocument;
  return useMemo(() => (sends ? taxDocumentRule() : undefined), [sends]);
}

function logFailure(stepId: string, subscriptionId: string, apiVersion: string, error: unknown) {
  logPaymentFailure('RENEWAL', error, { stepId, subscriptionId, apiVersion });
}

/**
 * The renewal page (/renew/[id], issue 12): the current plan and until when it is paid, the
 * renewal plan and its price (`planId`, else the current plan), and the payment: with
 * `apiVersion` v2 (default) a new card (POST /api/v2/subscription/{id}/renew), with v1 the card
 * on file in the chosen installments (POST /api/v1/subscription/{id}/renew). Both bodies carry
 * the tax-invoice document the page asks for where the brand sends one (`document`), the
 * journey id (`sessionId`, see `journeySessionId`) and where the renewal was made (`metadata`,
 * see `renewalMetadata`: page data only, never card data). One Idempotency-Key per attempt,
 * with the configured captcha provider's `captchaToken` (none by default). The renewal is
 * recorded as the purchase of the subscription (`recordId`) and the step leaves by its outcome
 * (`useFinishAccountPayment`): the subscription welcome, or the processing step while the
 * payment is confirmed.
 */
export function RenewTemplate({ props }: TemplateComponentProps<RenewProps>) {
  const heading = props.heading ?? 'Renove sua assinatura';
  return (
    <RecordPaymentPage
      heading={heading}
      queryKey={(subscriptionId) => ['subscription', subscriptionId, props.planId]}
      load={(subscriptionId) =>
        getSubscription(subscriptionId, props.planId ? { planId: props.planId } : {})
      }
      loadingLabel="Carregando a assinatura"
      notFound={{
        heading: 'Assinatura não encontrada',
        body: () =>
          'Não encontramos esta assinatura. Confira o link que você recebeu por e-mail ou fale com o nosso atendimento.',
      }}
    >
      {(subscription) => <Renewal subscription={subscription} heading={heading} props={props} />}
    </RecordPaymentPage>
  );
}

function Renewal({
  subscription: data,
  heading,
  props,
}: {
  subscription: SubscriptionSummary;
  heading: string;
  props: RenewProps;
}) {
  return (
    <>
      <Heading>{heading}</Heading>
      <SummaryCard aria-label="Plano atual">
        <SummaryLabel>Plano atual</SummaryLabel>
        <Text>{data.currentPlan.name}</Text>
        <Text muted>Acesso pago até {formatDate(data.expiresAt)}</Text>
      </SummaryCard>
      <Text muted>Renovação</Text>
      <PlanSummary plan={data.renewalPlan} showInstallments />
      {props.apiVersion === 'v1' ? (
        <CardOnFileRenewal subscription={data} heading={heading} buttonLabel={props.buttonLabel} />
      ) : (
        <NewCardRenewal subscription={data} heading={heading} props={props} />
      )}
    </>
  );
}

function NewCardRenewal({
  subscription,
  heading,
  props,
}: {
  subscription: SubscriptionSummary;
  heading: string;
  props: RenewProps;
}) {
  const { page } = useCheckout();
  const finish = useFinishAccountPayment();
  const documentRule = useRenewalDocumentRule();
  const { submit, paying, phase } = usePaymentSubmit<RenewCall<RenewV2Request>, RenewResponse>(
    sendRenewalV2,
  );
  const recordPurchase = useRecordPurchase();
  const plan = subscription.renewalPlan;
  const hasPixStep = Boolean(page.step.nextStepIds.pix);
  const wanted = accountPaymentKinds(props.paymentMethods ?? ['credit-card'], hasPixStep);
  const methods = wanted.filter((kind) => plan.paymentMethods.includes(kind));

  const pay = async (choice: PaymentChoice, details: AccountPaymentDetails) => {
    const amount = paymentAmount(plan, choice) ?? plan.amount;
    const body: RenewV2Request = {
      seller: page.seller,
      source: page.source,
      planId: plan.id,
      amount,
      sessionId: journeySessionId(),
      ...documentForCall(details.document),
      business: page.business,
      productCode: subscription.productCode,
      type: choice.type,
      paymentMethods: [methodInput(choice)],
      metadata: { ...renewalMetadata(page, 'v2') },
    };
    let response: RenewResponse;
    try {
      response = await submit(
        { ...body, subscriptionId: subscription.subscriptionId },
        recordPurchase.purchaseId,
      );
    } catch (error) {
      // Paid already, or being paid elsewhere: the page shows that instead of a failure.
      if (recordPurchase.settleConflict(error)) return;
      logFailure(page.step.id, subscription.subscriptionId, 'v2', error);
      throw error;
    }
    await finish(finishedPayment(response), {
      recordId: subscription.subscriptionId,
      productCode: subscription.productCode,
      planId: plan.id,
      planName: plan.name,
      amount,
      currency: plan.currency,
      ...paidWith(choice),
    });
  };

  return (
    <AccountPaymentForm
      label={heading}
      amount={plan.amount}
      currency={plan.currency}
      installments={plan.installments}
      methods={methods}
      buttonLabel={props.buttonLabel ?? 'Renovar assinatura'}
      holderName={subscription.buyer?.name}
      document={documentRule}
      paying={paying}
      phase={phase}
      onPay={pay}
    />
  );
}

function CardOnFileRenewal({
  subscription,
  heading,
  buttonLabel,
}: {
  subscription: SubscriptionSummary;
  heading: string;
  buttonLabel: string | undefined;
}) {
  const { page } = useCheckout();
  const finish = useFinishAccountPayment();
  const { submit, paying, phase } = usePaymentSubmit<RenewCall<RenewV1Request>, RenewResponse>(
    sendRenewalV1,
  );
  const recordPurchase = useRecordPurchase();
  const plan = subscription.renewalPlan;
  const longest = plan.installments[plan.installments.length - 1];
  const [installments, setInstallments] = useState(String(longest?.id ?? 1));
  const [failure, setFailure] = useState<string | null>(null);
  const progressId = useId();
  const card = subscription.cardOnFile;
  const documentRule = useRenewalDocumentRule();
  const documentSpecs = useMemo(
    () =>
      documentRule
        ? { document: { validate: documentRule.validate, format: documentRule.format } }
        : {},
    [documentRule],
  );
  const documentForm = useFieldForm<{ document: string }>({ document: '' }, documentSpecs);

  if (!card) {
    return (
      <StatusMessage tone="info">
        Não há cartão cadastrado nesta assinatura. Fale com o nosso atendimento para renovar.
      </StatusMessage>
    );
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    setFailure(null);
    if (!documentForm.validateAndFocus()) return;
    const count = Number(installments) || 1;
    const amount =
      plan.installments.find((option) => option.id === count)?.totalValue ?? plan.amount;
    try {
      const response = await submit({
        subscriptionId: subscription.subscriptionId,
        business: page.business,
        numberInstallments: count,
        paymentMethod: 'default-credit-card',
        planId: plan.id,
        productCode: subscription.productCode,
        seller: page.seller,
        source: page.source,
        sessionId: journeySessionId(),
        ...documentForCall(documentRule ? documentForm.values.document : undefined),
        metadata: { ...renewalMetadata(page, 'v1') },
      });
      // Charged on the card on file: recorded as a card payment, with no card data.
      await finish(finishedPayment(response), {
        recordId: subscription.subscriptionId,
        productCode: subscription.productCode,
        planId: plan.id,
        planName: plan.name,
        amount,
        currency: plan.currency,
        method: 'credit-card',
        installments: count,
      });
    } catch (error) {
      // Paid already, or being paid elsewhere: the page shows that instead of a failure.
      if (recordPurchase.settleConflict(error)) return;
      logFailure(page.step.id, subscription.subscriptionId, 'v1', error);
      // The card-testing limit's 429 says why, as on every payment form.
      setFailure(paymentFailureMessage(error));
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={heading}>
      <SummaryCard aria-label="Cartão cadastrado">
        <SummaryLabel>Cartão cadastrado</SummaryLabel>
        <Text>
          {brandName(card.brand)} final {card.last4}
        </Text>
      </SummaryCard>
      {plan.installments.length > 1 ? (
        <SelectField
          label="Parcelas"
          name="installments"
          value={installments}
          onChange={(event) => setInstallments(event.target.value)}
          options={plan.installments.map((option) => ({
            value: String(option.id),
            label: installmentLabel(option, plan.currency),
          }))}
        />
      ) : (
        <Text>{formatMoney(plan.amount, plan.currency)} à vista</Text>
      )}
      {documentRule ? (
        <TextField
          label={documentRule.label}
          inputMode={documentRule.inputMode}
          autoComplete="off"
          {...documentForm.bind('document')}
        />
      ) : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <PaymentProgress phase={phase} id={progressId} />
      <Button type="submit" block busy={paying} aria-describedby={progressId}>
        {buttonLabel ?? 'Renovar assinatura'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default RenewTemplate;
