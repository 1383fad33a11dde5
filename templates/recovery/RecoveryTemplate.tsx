import { useMemo } from 'react';
import { AccountPaymentForm } from '@/checkout/account/AccountPaymentForm';
import { AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { accountPaymentKinds } from '@/checkout/account/accountPaymentKinds';
import { RecordPaymentPage } from '@/checkout/account/RecordPaymentPage';
import { LoadFailed } from '@/checkout/LoadFailed';
import { paidWith, useFinishAccountPayment } from '@/checkout/account/useFinishAccountPayment';
import { getRecovery } from '@/checkout/api/accountApi';
import type { AccountPaymentKind, Recovery } from '@/checkout/api/accountTypes';
import type { PaymentRequest, PaymentResponse, Plan } from '@/checkout/api/types';
import { SummaryCard, SummaryLabel } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { buildPaymentBody } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { PlanSummary } from '@/checkout/payment/PlanSummary';
import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { createPaymentWithCaptcha } from '@/checkout/payment/createPaymentWithCaptcha';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { cardBrands } from '@/lib/card/cardBrand';
import type { RecoveryProps } from '@/schemas/generated/types';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { useRecordPurchase } from '@/checkout/payment/AlreadyPaidForRecord';
import { sendingAttempt } from '@/checkout/payment/createPaymentAttempts';

/** The recovery's payment call, naming the record's purchase with its key. */
const sendRecoveryPayment = sendingAttempt(createPaymentWithCaptcha);

/** Why the purchase stopped, in the buyer's words. */
function reasonText(recovery: Recovery): string {
  const last = recovery.lastAttempt;
  if (recovery.reason === 'declined' && last?.cardLast4) {
    const brand = cardBrands.find((item) => item.value === last.cardBrand)?.name ?? 'cartão';
    return `O pagamento com o cartão ${brand} final ${last.cardLast4} não foi aprovado. Tente outro cartão ou pague com Pix ou boleto.`;
  }
  if (recovery.reason === 'declined') {
    return 'O pagamento não foi aprovado. Tente outro cartão ou pague com Pix ou boleto.';
  }
  return 'Sua compra ficou pela metade. Seus dados já estão aqui: é só escolher como pagar.';
}

/** The ways of paying the step offers that the plan accepts. */
function offeredMethods(
  plan: Plan,
  allowed: RecoveryProps['paymentMethods'],
  hasPixStep: boolean,
): AccountPaymentKind[] {
  const offered = plan.paymentMethods as string[];
  return accountPaymentKinds(allowed ?? plan.paymentMethods, hasPixStep).filter(
    (kind) => offered.includes(kind) || (kind === 'bankslip' && offered.includes('bank-slip')),
  );
}

/**
 * The recovery page (/recovery/[id], issue 12): a purchase that was declined or abandoned, with
 * the buyer's name and e-mail from the record, why it stopped, the plan, and the payment form:
 * another card, or Pix or boleto, with the tax-invoice document (CPF or CNPJ, `document`) where
 * the brand sends it. Paid like the payment step (POST /api/v2/payment, one
 * Idempotency-Key per attempt, the CVV cleared after a refusal); the purchase is recorded for
 * the recovery (`recordId`, no lead: the buyer came from a link) and the step leaves by its
 * outcome (`useFinishAccountPayment`): the success step confirms a card, the Pix step shows the
 * code, and a boleto gets the boleto screen. A purchase already completed, or an unknown one,
 * gets a page that says so.
 */
export function RecoveryTemplate({ props }: TemplateComponentProps<RecoveryProps>) {
  const heading = props.heading ?? 'Conclua sua compra';
  return (
    <RecordPaymentPage
      heading={heading}
      queryKey={(recoveryId) => ['recovery', recoveryId]}
      load={getRecovery}
      loadingLabel="Carregando a sua compra"
      notFound={{
        heading: 'Compra não encontrada',
        body: () =>
          'Não encontramos esta compra. Confira o link que você recebeu por e-mail ou fale com o nosso atendimento.',
      }}
    >
      {(recovery, reload) => (
        <RecoveryPayment recovery={recovery} reload={reload} heading={heading} props={props} />
      )}
    </RecordPaymentPage>
  );
}

function RecoveryPayment({
  recovery: data,
  reload,
  heading,
  props,
}: {
  recovery: Recovery;
  reload: () => void;
  heading: string;
  props: RecoveryProps;
}) {
  const { page } = useCheckout();
  // Asked for the buyer of the purchase, so a trial they already used is not offered again.
  const plans = useProductPlans({ email: data.buyer.email });
  const finish = useFinishAccountPayment();
  const { submit, paying, phase } = usePaymentSubmit<PaymentRequest, PaymentResponse>(
    sendRecoveryPayment,
  );
  const recordPurchase = useRecordPurchase();
  // The tax-invoice document, asked and sent where the brand sends it (as on the payment step).
  const sendsDocument = page.brand.sendsTaxInvoiceDocument;
  const documentRule = useMemo(
    () => (sendsDocument ? taxDocumentRule() : undefined),
    [sendsDocument],
  );

  if (data.status === 'open' && plans.isPending) {
    return <AccountLoading heading={heading} label="Carregando a sua compra" />;
  }
  const plan = plans.data ? selectPlan(plans.data, { planId: data.planId }) : undefined;
  if (data.status === 'open' && (plans.isError || !plan)) {
    return (
      <LoadFailed
        heading={heading}
        onRetry={() => {
          reload();
          void plans.refetch();
        }}
      />
    );
  }
  if (data.status === 'recovered' || !plan) {
    return (
      <AccountNotice heading="Esta compra já foi concluída" tone="done">
        O pagamento já foi aprovado e o acesso foi enviado para o seu e-mail. Não é preciso pagar de
        novo.
      </AccountNotice>
    );
  }

  const pay = async (choice: PaymentChoice, details: { document?: string }) => {
    const body = buildPaymentBody({
      buyer: data.buyer,
      leadId: null,
      business: page.business,
      productCode: data.productCode,
      seller: page.seller,
      source: page.source,
      plan,
      choice,
      ...(documentRule ? { document: details.document } : {}),
    });
    let response: PaymentResponse;
    try {
      response = await submit(body, recordPurchase.purchaseId);
    } catch (error) {
      // Paid already, or being paid elsewhere: the page shows that instead of a failure.
      if (recordPurchase.settleConflict(error)) return;
      logPaymentFailure('RECOVERY_PAYMENT', error, {
        stepId: page.step.id,
        recoveryId: data.recoveryId,
        method: choice.type,
      });
      throw error;
    }
    await finish(response, {
      recordId: data.recoveryId,
      productCode: data.productCode,
      planId: plan.id,
      planName: plan.name,
      amount: body.amount,
      currency: plan.currency,
      ...paidWith(choice),
    });
  };

  return (
    <>
      <Heading>{heading}</Heading>
      <StatusMessage tone="info">{reasonText(data)}</StatusMessage>
      <SummaryCard aria-label="Seus dados">
        <SummaryLabel>Seus dados</SummaryLabel>
        <Text>{data.buyer.name}</Text>
        <Text muted>{data.buyer.email}</Text>
      </SummaryCard>
      <PlanSummary plan={plan} showInstallments />
      <AccountPaymentForm
        label={heading}
        amount={plan.amount}
        currency={plan.currency}
        installments={plan.installments}
        methods={offeredMethods(plan, props.paymentMethods, Boolean(page.step.nextStepIds.pix))}
        buttonLabel={props.buttonLabel ?? 'Concluir compra'}
        holderName={data.buyer.name}
        document={documentRule}
        paying={paying}
        phase={phase}
        onPay={pay}
      />
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default RecoveryTemplate;
