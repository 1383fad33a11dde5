import { getInvoice } from '@/checkout/api/accountApi';
import type { Invoice } from '@/checkout/api/accountTypes';
import { PaidRecordConfirmation } from '@/checkout/account/PaidRecordConfirmation';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { formatMoney } from '@/checkout/format/formatMoney';
import { purchaseMethodName } from '@/checkout/purchase/purchaseMethodName';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoleto } from '@/checkout/success/useStoredBoletoUrl';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SuccessInvoiceProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

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
  const boleto = useStoredBoleto();
  const href = useAccessHref(props.redirectOnSuccess);
  const icon = props.displayIcon ?? page.brand.success.displayIcon;
  const amountOf = (invoice: Invoice) => formatMoney(invoice.amount, invoice.currency);

  return (
    <PaidRecordConfirmation
      queryKey={(invoiceId) => ['invoice', invoiceId]}
      load={getInvoice}
      confirms={(invoice) => invoice.status === 'paid'}
      loadingLabel="Carregando a fatura"
      notFound={{
        heading: 'Fatura não encontrada',
        body: 'Não encontramos a fatura deste pagamento. Se você já pagou, o comprovante está no seu e-mail; se precisar, fale com o nosso atendimento.',
      }}
      bankslip={(invoice) => (
        <BankslipSuccessView
          display={{
            header: page.brand.success.displayHeader.bankslip,
            icon,
            accessButton: false,
            upsellVideoPresentation: false,
            upsellThemeOnOfferCard: false,
          }}
          boletoUrl={boleto?.url}
          purpose="invoice"
        >
          <SummaryCard aria-label="Fatura a pagar">
            <Text>{invoice.description}</Text>
            <Text>
              <strong>{amountOf(invoice)}</strong> no boleto
              {boleto?.dueDate ? `, vencimento em ${formatDate(boleto.dueDate)}` : ''}
            </Text>
            <Text muted>Fatura {invoice.invoiceId}</Text>
          </SummaryCard>
        </BankslipSuccessView>
      )}
    >
      {(invoice, purchase) => (
        <div data-success-variant="invoice">
          {icon ? <SuccessIcon /> : null}
          <SuccessHeading visible>{props.heading ?? 'Pagamento confirmado'}</SuccessHeading>
          <Text>
            {props.description ??
              'Recebemos o pagamento da sua fatura. O comprovante foi enviado para o seu e-mail.'}
          </Text>
          <SummaryCard aria-label="Fatura paga">
            <Text>{invoice.description}</Text>
            <Text>
              <strong>{amountOf(invoice)}</strong>
              {invoice.paidAt ? ` pagos em ${formatDate(invoice.paidAt)}` : ''}
            </Text>
            <Text muted>Forma de pagamento: {purchaseMethodName(purchase.method)}</Text>
            <Text muted>Fatura {invoice.invoiceId}</Text>
          </SummaryCard>
          {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
            <LinkButton href={href} block>
              Acessar minha conta
            </LinkButton>
          ) : null}
        </div>
      )}
    </PaidRecordConfirmation>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SuccessInvoiceTemplate;
