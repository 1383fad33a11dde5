import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '@/checkout/api/accountApi';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { safeBoletoUrl } from '@/checkout/success/safeBoletoUrl';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SuccessInvoiceProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/**
 * The confirmation of an invoice payment (/success-invoice, issue 12): 'Pagamento confirmado',
 * the invoice paid (description, amount, id from the `invoice` query) and that the receipt goes
 * by e-mail, with the access button; after a boleto (`route=bankslip`), the boleto screen of
 * the success step ('Quase lá', Ver boleto).
 */
export function SuccessInvoiceTemplate({ props }: TemplateComponentProps<SuccessInvoiceProps>) {
  const { page } = useCheckout();
  const invoiceId = page.query.invoice ?? '';
  const boleto = page.query.route === 'bankslip' ? safeBoletoUrl(page.query.boleto) : undefined;
  const href = useAccessHref(props.redirectOnSuccess);
  const invoice = useQuery({
    queryKey: ['invoice', invoiceId],
    queryFn: () => getInvoice(invoiceId),
    enabled: invoiceId !== '',
    retry: false,
  });
  const icon = props.displayIcon ?? page.brand.success.displayIcon;
  const header = page.brand.success.displayHeader;

  if (page.query.route === 'bankslip') {
    return (
      <BankslipSuccessView
        display={{
          header: header.bankslip,
          icon,
          accessButton: false,
          upsellVideoPresentation: false,
          upsellThemeOnOfferCard: false,
        }}
        boletoUrl={boleto}
      />
    );
  }
  const data = invoice.data;
  return (
    <div data-success-variant="invoice">
      {icon ? <SuccessIcon /> : null}
      <SuccessHeading visible>{props.heading ?? 'Pagamento confirmado'}</SuccessHeading>
      <Text>
        {props.description ??
          'Recebemos o pagamento da sua fatura. O comprovante foi enviado para o seu e-mail.'}
      </Text>
      {data ? (
        <SummaryCard aria-label="Fatura paga">
          <Text>{data.description}</Text>
          <Text>
            <strong>{formatMoney(data.amount, data.currency)}</strong>
            {data.paidAt ? ` pagos em ${formatDate(data.paidAt)}` : ''}
          </Text>
          <Text muted>Fatura {data.invoiceId}</Text>
        </SummaryCard>
      ) : null}
      {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
        <LinkButton href={href} block>
          Acessar minha conta
        </LinkButton>
      ) : null}
    </div>
  );
}
