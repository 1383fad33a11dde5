import { AccountPaymentForm } from '@/checkout/account/AccountPaymentForm';
import { AccountNotice } from '@/checkout/account/AccountNotice';
import { accountPaymentKinds } from '@/checkout/account/accountPaymentKinds';
import { RecordPaymentPage } from '@/checkout/account/RecordPaymentPage';
import { paidWith, useFinishAccountPayment } from '@/checkout/account/useFinishAccountPayment';
import { getInvoice } from '@/checkout/api/accountApi';
import { payAccountWithCaptcha } from '@/checkout/account/payAccountWithCaptcha';
import type {
  AccountPaymentKind,
  AccountPaymentRequest,
  AccountPaymentResponse,
  Invoice,
} from '@/checkout/api/accountTypes';
import { isApiError } from '@/checkout/api/ApiError';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { methodInput } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { normalizeName } from '@/checkout/format/normalizeName';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { InvoicePaymentProps } from '@/schemas/generated/types';
import { Heading, Text } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';
import { useRecordPurchase } from '@/checkout/payment/AlreadyPaidForRecord';
import { sendingAttempt } from '@/checkout/payment/createPaymentAttempts';

/** The invoice's payment call, naming the record's purchase with its key. */
const sendAccountPayment = sendingAttempt(payAccountWithCaptcha);

const Amount = styled('p', {
  margin: '0 0 $2',
  fontSize: '$xl',
  fontWeight: '$bold',
  color: '$neutralHigh',
});
const Title = styled('h2', { margin: '0 0 $2', fontSize: '$lg', fontWeight: '$semibold' });

const operationLabels: Record<Invoice['operation'], string> = {
  invoice: 'Fatura',
  'sale-invoice': 'Fatura da venda',
  'first-invoice-payment': 'Primeira fatura',
};

/** The ways of paying the step offers that the invoice accepts, in the step's order. */
function offeredMethods(
  invoice: Invoice,
  allowed: InvoicePaymentProps['paymentMethods'],
  hasPixStep: boolean,
): AccountPaymentKind[] {
  // Pix is paid on the step the `pix` outcome leads to: without one the buyer never sees the code.
  return accountPaymentKinds(allowed ?? invoice.paymentMethods, hasPixStep).filter((kind) =>
    invoice.paymentMethods.includes(kind),
  );
}

/**
 * The invoice page (/payment/[id], issue 12): an open invoice of a buyer who already has an
 * account (operation invoice, sale-invoice or first-invoice-payment) with its description, due
 * date and amount, paid by card (up to 3x), Pix or boleto through POST /api/v1/payment with one
 * Idempotency-Key per attempt. The purchase is recorded for the invoice (`recordId`) and the step
 * leaves by its outcome (`useFinishAccountPayment`): the invoice confirmation after a card or a
 * boleto, the Pix step, or the processing step for a card still being confirmed. An unknown
 * invoice and one already paid get a page that says so.
 */
export function InvoicePaymentTemplate({ props }: TemplateComponentProps<InvoicePaymentProps>) {
  const heading = props.heading ?? 'Pagar fatura';
  return (
    <RecordPaymentPage
      heading={heading}
      queryKey={(invoiceId) => ['invoice', invoiceId]}
      load={getInvoice}
      loadingLabel="Carregando a fatura"
      notFound={{
        heading: 'Fatura não encontrada',
        body: (invoiceId) => (
          <Text>
            Não encontramos a fatura {invoiceId ? <strong>{invoiceId}</strong> : null}. Confira o
            link que você recebeu por e-mail ou fale com o nosso atendimento.
          </Text>
        ),
      }}
    >
      {(invoice, reload) => (
        <InvoicePayment invoice={invoice} reload={reload} heading={heading} props={props} />
      )}
    </RecordPaymentPage>
  );
}

function InvoicePayment({
  invoice: data,
  reload,
  heading,
  props,
}: {
  invoice: Invoice;
  reload: () => void;
  heading: string;
  props: InvoicePaymentProps;
}) {
  const { page } = useCheckout();
  const finish = useFinishAccountPayment();
  const { submit, paying, phase } = usePaymentSubmit<AccountPaymentRequest, AccountPaymentResponse>(
    sendAccountPayment,
  );
  const recordPurchase = useRecordPurchase();

  const money = (value: number) => formatMoney(value, data.currency);
  if (data.status === 'paid') {
    return (
      <AccountNotice heading="Esta fatura já está paga" tone="done">
        <Text>
          {data.description}: {money(data.amount)}
          {data.paidAt ? `, paga em ${formatDate(data.paidAt)}` : ''}. Não é preciso pagar de novo.
        </Text>
        <Text muted>O comprovante foi enviado para o seu e-mail.</Text>
      </AccountNotice>
    );
  }

  const methods = offeredMethods(data, props.paymentMethods, Boolean(page.step.nextStepIds.pix));
  const pay = async (choice: PaymentChoice) => {
    const amount =
      choice.type === 'credit-card'
        ? (data.installments.find((option) => option.id === choice.installments)?.totalValue ??
          data.amount)
        : data.amount;
    const body: AccountPaymentRequest = {
      operation: props.operation ?? data.operation,
      invoiceId: data.invoiceId,
      amount,
      business: page.business,
      productCode: data.productCode,
      ...(data.buyer ? { name: normalizeName(data.buyer.name), email: data.buyer.email } : {}),
      paymentMethods: [methodInput(choice)],
    };
    let response: AccountPaymentResponse;
    try {
      response = await submit(body, recordPurchase.purchaseId);
    } catch (error) {
      // Paid already, or being paid elsewhere: the page shows that instead of a failure.
      if (recordPurchase.settleConflict(error)) return;
      if (isApiError(error) && error.status === 409) {
        reload();
      }
      logPaymentFailure('INVOICE_PAYMENT', error, {
        stepId: page.step.id,
        invoiceId: data.invoiceId,
        method: choice.type,
      });
      throw error;
    }
    await finish(response, {
      recordId: data.invoiceId,
      productCode: data.productCode,
      planId: data.planId ?? data.invoiceId,
      planName: data.description,
      amount,
      currency: data.currency,
      ...paidWith(choice),
    });
  };

  return (
    <>
      <Heading>{heading}</Heading>
      <SummaryCard aria-label="Resumo da fatura">
        <Text muted>
          {operationLabels[data.operation]} {data.invoiceId}
        </Text>
        <Title>{data.description}</Title>
        <Amount>{money(data.amount)}</Amount>
        <Text muted>Vencimento: {formatDate(data.dueDate)}</Text>
      </SummaryCard>
      <AccountPaymentForm
        label={heading}
        amount={data.amount}
        currency={data.currency}
        installments={data.installments}
        methods={methods}
        buttonLabel={props.buttonLabel ?? 'Pagar fatura'}
        holderName={data.buyer?.name}
        paying={paying}
        phase={phase}
        onPay={pay}
      />
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default InvoicePaymentTemplate;
