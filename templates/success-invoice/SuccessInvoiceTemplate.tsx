import { LoadFailed } from '@/checkout/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '@/checkout/api/accountApi';
import { isApiError, isNotFound } from '@/checkout/api/ApiError';
import { AccountConfirming, AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { purchaseMethodName } from '@/checkout/purchase/purchaseMethodName';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoleto } from '@/checkout/success/useStoredBoletoUrl';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SuccessInvoiceProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/** How often an invoice not yet paid is read again while the buyer waits (ms). */
const recheckMs = 5000;

/**
 * The confirmation of an invoice payment (/success-invoice, issue 12). The invoice is the one
 * the buyer paid in this session (the stored purchase's `recordId`; never an id from the URL,
 * so a reload keeps it and a link cannot name another), read from the API
 * (GET /api/v1/invoice/{id}): 'Pagamento confirmado' with the invoice, the amount, when and how
 * it was paid, only when the API says the invoice is paid; a boleto not paid yet gets the
 * boleto screen ('Quase lá', Ver boleto to the boleto the payment issued); an invoice still open
 * after a card or a Pix gets 'Estamos confirmando o seu pagamento', read again every few
 * seconds. The journey guard (template.json `needs: record, receipt`) keeps buyers without a
 * payment in this session off this page.
 */
export function SuccessInvoiceTemplate({ props }: TemplateComponentProps<SuccessInvoiceProps>) {
  const { page } = useCheckout();
  const purchase = useBuyerPurchase();
  const invoiceId = purchase?.recordId ?? '';
  const boleto = useStoredBoleto();
  const boletoUrl = boleto?.url;
  const href = useAccessHref(props.redirectOnSuccess);
  const invoice = useQuery({
    queryKey: ['invoice', invoiceId],
    queryFn: () => getInvoice(invoiceId),
    enabled: invoiceId !== '',
    retry: (count, error) => !(isApiError(error) && error.kind === 'client') && count < 2,
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && purchase?.method !== 'bankslip' ? recheckMs : false,
  });
  const icon = props.displayIcon ?? page.brand.success.displayIcon;
  const header = page.brand.success.displayHeader;

  // The session is read after mount; the journey guard has checked there is a purchase.
  if (!purchase) return null;
  if (isNotFound(invoice.error)) {
    return (
      <AccountNotice heading="Fatura não encontrada" tone="problem">
        Não encontramos a fatura deste pagamento. Se você já pagou, o comprovante está no seu
        e-mail; se precisar, fale com o nosso atendimento.
      </AccountNotice>
    );
  }
  if (invoice.isPending) {
    return <AccountLoading heading="Confirmando o pagamento" label="Carregando a fatura" />;
  }
  if (invoice.isError) {
    return (
      <LoadFailed heading={'Confirmando o pagamento'} onRetry={() => void invoice.refetch()} />
    );
  }
  const data = invoice.data;
  const amount = formatMoney(data.amount, data.currency);
  if (data.status !== 'paid') {
    if (purchase.method === 'bankslip') {
      return (
        <BankslipSuccessView
          display={{
            header: header.bankslip,
            icon,
            accessButton: false,
            upsellVideoPresentation: false,
            upsellThemeOnOfferCard: false,
          }}
          boletoUrl={boletoUrl}
          purpose="invoice"
        >
          <SummaryCard aria-label="Fatura a pagar">
            <Text>{data.description}</Text>
            <Text>
              <strong>{amount}</strong> no boleto
              {boleto?.dueDate ? `, vencimento em ${formatDate(boleto.dueDate)}` : ''}
            </Text>
            <Text muted>Fatura {data.invoiceId}</Text>
          </SummaryCard>
        </BankslipSuccessView>
      );
    }
    return (
      <AccountConfirming checking={invoice.isFetching} onCheck={() => void invoice.refetch()} />
    );
  }
  return (
    <div data-success-variant="invoice">
      {icon ? <SuccessIcon /> : null}
      <SuccessHeading visible>{props.heading ?? 'Pagamento confirmado'}</SuccessHeading>
      <Text>
        {props.description ??
          'Recebemos o pagamento da sua fatura. O comprovante foi enviado para o seu e-mail.'}
      </Text>
      <SummaryCard aria-label="Fatura paga">
        <Text>{data.description}</Text>
        <Text>
          <strong>{amount}</strong>
          {data.paidAt ? ` pagos em ${formatDate(data.paidAt)}` : ''}
        </Text>
        <Text muted>Forma de pagamento: {purchaseMethodName(purchase.method)}</Text>
        <Text muted>Fatura {data.invoiceId}</Text>
      </SummaryCard>
      {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
        <LinkButton href={href} block>
          Acessar minha conta
        </LinkButton>
      ) : null}
    </div>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SuccessInvoiceTemplate;
