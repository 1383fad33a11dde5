import { LoadFailed } from '@/checkout/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { AccountPaymentForm } from '@/checkout/account/AccountPaymentForm';
import { AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { paidWith, useFinishAccountPayment } from '@/checkout/account/useFinishAccountPayment';
import { getUpgradeQuote } from '@/checkout/api/accountApi';
import { payAccountWithCaptcha } from '@/checkout/account/payAccountWithCaptcha';
import type {
  AccountPaymentKind,
  AccountPaymentRequest,
  AccountPaymentResponse,
  UpgradeQuote,
} from '@/checkout/api/accountTypes';
import { isApiError } from '@/checkout/api/ApiError';
import { SummaryCard, SummaryLabel } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { normalizeName } from '@/checkout/format/normalizeName';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { methodInput } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpgradePaymentProps } from '@/schemas/generated/types';
import { Heading, Text } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';
import { AlreadyPaidForRecord, useRecordPurchase } from '@/checkout/payment/AlreadyPaidForRecord';
import { sendingAttempt } from '@/checkout/payment/createPaymentAttempts';

/** The upgrade's payment call, naming the record's purchase with its key. */
const sendAccountPayment = sendingAttempt(payAccountWithCaptcha);

const Lines = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: '$2',
  margin: 0,
  '& dt': { color: '$neutralHigh' },
  '& dd': { margin: 0, paddingLeft: '$3', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Total = styled('div', {
  display: 'contents',
  '& dt, & dd': {
    fontWeight: '$bold',
    fontSize: '$lg',
    paddingTop: '$2',
    borderTop: '1px solid $neutralMedium',
  },
});
const Plans = styled('div', {
  display: 'grid',
  gap: '$3',
  '@xs': { gridTemplateColumns: '1fr 1fr' },
});

const cycleLabels: Record<string, string> = {
  yearly: 'por ano',
  semester: 'por semestre',
  monthly: 'por mês',
  recurrency: 'por mês',
};

/**
 * The upgrade page (/payment/upgrade, issue 12): the subscription of the `subscriptionId` query
 * moves to the target plan (`planId` prop, else the `oferta` query). It shows the current and
 * the target plan, the credit for the unused days of the current period (pro rata by day, as
 * the sandbox quotes it), and the difference to pay now, paid by card or Pix through
 * POST /api/v1/payment (operation upgrade, one Idempotency-Key per attempt). The purchase is
 * recorded for the subscription (`recordId`) and the step leaves by its outcome
 * (`useFinishAccountPayment`): the subscription welcome after a card, the Pix step for Pix.
 */
export function UpgradePaymentTemplate(template: TemplateComponentProps<UpgradePaymentProps>) {
  const { page } = useCheckout();
  return (
    <AlreadyPaidForRecord recordId={page.query.subscriptionId ?? ''}>
      <UpgradePaymentPage {...template} />
    </AlreadyPaidForRecord>
  );
}

function UpgradePaymentPage({ props }: TemplateComponentProps<UpgradePaymentProps>) {
  const { page } = useCheckout();
  const subscriptionId = page.query.subscriptionId ?? '';
  const planId = props.planId ?? page.query.oferta ?? '';
  const heading = props.heading ?? 'Mude de plano';
  const quote = useQuery({
    queryKey: ['upgrade', subscriptionId, planId],
    queryFn: () => getUpgradeQuote(subscriptionId, planId),
    enabled: subscriptionId !== '' && planId !== '',
    retry: (count, error) => !(isApiError(error) && error.kind === 'client') && count < 2,
  });
  const finish = useFinishAccountPayment();
  const { submit, paying, phase } = usePaymentSubmit<AccountPaymentRequest, AccountPaymentResponse>(
    sendAccountPayment,
  );
  const recordPurchase = useRecordPurchase();

  const wrongType =
    quote.data &&
    props.planTypes &&
    !(props.planTypes as string[]).includes(quote.data.targetPlan.type);
  if (
    subscriptionId === '' ||
    planId === '' ||
    wrongType ||
    (quote.isError && isApiError(quote.error) && quote.error.kind === 'client')
  ) {
    return (
      <AccountNotice heading="Não foi possível mudar de plano" tone="problem">
        Não encontramos a assinatura ou o plano deste link. Confira o link que você recebeu por
        e-mail ou fale com o nosso atendimento.
      </AccountNotice>
    );
  }
  if (quote.isPending) return <AccountLoading heading={heading} label="Calculando a diferença" />;
  if (quote.isError) {
    return <LoadFailed heading={heading} onRetry={() => void quote.refetch()} />;
  }
  const data: UpgradeQuote = quote.data;
  const money = (value: number) => formatMoney(value, data.targetPlan.currency);
  const hasPixStep = Boolean(page.step.nextStepIds.pix);
  const methods = (props.paymentMethods ?? data.paymentMethods)
    .flatMap((method): AccountPaymentKind[] =>
      method === 'credit-card' ? ['credit-card'] : method === 'pix' && hasPixStep ? ['pix'] : [],
    )
    .filter((kind) => (data.paymentMethods as string[]).includes(kind));

  const pay = async (choice: PaymentChoice) => {
    const amount =
      choice.type === 'credit-card'
        ? (data.installments.find((option) => option.id === choice.installments)?.totalValue ??
          data.amountDue)
        : data.amountDue;
    const body: AccountPaymentRequest = {
      operation: 'upgrade',
      subscriptionId: data.subscriptionId,
      planId: data.targetPlan.id,
      amount,
      business: page.business,
      productCode: data.productCode,
      ...(choice.type === 'credit-card' ? { name: normalizeName(choice.card.holderName) } : {}),
      paymentMethods: [methodInput(choice)],
    };
    let response: AccountPaymentResponse;
    try {
      response = await submit(body, recordPurchase.purchaseId);
    } catch (error) {
      // Paid already, or being paid elsewhere: the page shows that instead of a failure.
      if (recordPurchase.settleConflict(error)) return;
      logPaymentFailure('UPGRADE_PAYMENT', error, {
        stepId: page.step.id,
        subscriptionId: data.subscriptionId,
        planId: data.targetPlan.id,
      });
      throw error;
    }
    await finish(response, {
      recordId: data.subscriptionId,
      productCode: data.productCode,
      planId: data.targetPlan.id,
      planName: data.targetPlan.name,
      amount,
      currency: data.targetPlan.currency,
      ...paidWith(choice),
    });
  };

  return (
    <>
      <Heading>{heading}</Heading>
      <Plans>
        <SummaryCard aria-label="Plano atual">
          <SummaryLabel>Plano atual</SummaryLabel>
          <Text>{data.currentPlan.name}</Text>
          <Text muted>
            {formatMoney(data.currentPlan.amount, data.currentPlan.currency)}{' '}
            {cycleLabels[data.currentPlan.type] ?? ''}
          </Text>
        </SummaryCard>
        <SummaryCard aria-label="Novo plano">
          <SummaryLabel>Novo plano</SummaryLabel>
          <Text>{data.targetPlan.name}</Text>
          <Text muted>
            {money(data.targetPlan.amount)} {cycleLabels[data.targetPlan.type] ?? ''}
          </Text>
        </SummaryCard>
      </Plans>
      <SummaryCard aria-label="Valor a pagar">
        <SummaryLabel>Valor a pagar</SummaryLabel>
        <Lines>
          <dt>{data.targetPlan.name}</dt>
          <dd>{money(data.targetPlan.amount)}</dd>
          <dt>
            Crédito de {data.daysLeft} {data.daysLeft === 1 ? 'dia' : 'dias'} não usados do{' '}
            {data.currentPlan.name}
          </dt>
          <dd>−{money(data.credit)}</dd>
          <Total>
            <dt>Total a pagar agora</dt>
            <dd>{money(data.amountDue)}</dd>
          </Total>
        </Lines>
        <Text muted css={{ marginTop: '$3' }}>
          O período atual vai até {formatDate(data.periodEnd)}; o crédito é proporcional aos dias
          que faltam. O novo plano começa assim que o pagamento for aprovado.
        </Text>
      </SummaryCard>
      <AccountPaymentForm
        label={heading}
        amount={data.amountDue}
        currency={data.targetPlan.currency}
        installments={data.installments}
        methods={methods}
        buttonLabel={props.buttonLabel ?? 'Pagar diferença'}
        paying={paying}
        phase={phase}
        onPay={pay}
      />
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default UpgradePaymentTemplate;
