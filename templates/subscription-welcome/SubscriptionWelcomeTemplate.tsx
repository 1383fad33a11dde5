import { getSubscription } from '@/checkout/api/accountApi';
import { PaidRecordConfirmation } from '@/checkout/account/PaidRecordConfirmation';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { subscriptionConfirms } from '@/templates/subscription-welcome/subscriptionConfirms';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { OrderReceipt } from '@/checkout/purchase/OrderReceipt';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoletoUrl } from '@/checkout/success/useStoredBoletoUrl';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SubscriptionWelcomeProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/**
 * The welcome after a renewal, an upgrade or a card verification (/subscription-welcome,
 * issue 12; an upsell page of spec §2, so the shell draws the upsell banner). The subscription
 * is the one the buyer paid for in this session (the stored purchase's `recordId`, so a reload
 * keeps it), read from the API (GET /api/v1/subscription/{id}): 'Sua assinatura está ativa',
 * the plan, until when it is paid, the card it is charged on and what was paid, only when the
 * API confirms it (`subscriptionConfirms`); a renewal boleto not paid yet gets the boleto
 * screen; otherwise 'Estamos confirmando o seu pagamento', read again every few seconds. The
 * journey guard (template.json `needs: record, receipt`) keeps buyers without a payment in
 * this session off this page.
 */
export function SubscriptionWelcomeTemplate({
  props,
}: TemplateComponentProps<SubscriptionWelcomeProps>) {
  const { page } = useCheckout();
  const href = useAccessHref(props.redirectOnSuccess);
  const boletoUrl = useStoredBoletoUrl();
  // A card verification charges nothing: there is no receipt to show.
  const receiptOf = (purchase: StoredPurchase) =>
    purchase.amount > 0 ? (
      <OrderReceipt purchase={purchase} productTitle={page.productTitle} />
    ) : null;

  return (
    <PaidRecordConfirmation
      queryKey={(subscriptionId) => ['subscription', subscriptionId, undefined]}
      load={(subscriptionId) => getSubscription(subscriptionId)}
      confirms={subscriptionConfirms}
      loadingLabel="Carregando a assinatura"
      notFound={{
        heading: 'Assinatura não encontrada',
        body: 'Não encontramos a assinatura deste pagamento. Se você já pagou, o comprovante está no seu e-mail; se precisar, fale com o nosso atendimento.',
      }}
      bankslip={(_subscription, purchase) => (
        <>
          <BankslipSuccessView
            display={{
              header: page.brand.success.displayHeader.bankslip,
              icon: page.brand.success.displayIcon,
              accessButton: false,
              upsellVideoPresentation: false,
              upsellThemeOnOfferCard: false,
            }}
            boletoUrl={boletoUrl}
            purpose="subscription"
          />
          {receiptOf(purchase)}
        </>
      )}
    >
      {(subscription, purchase) => (
        <div data-success-variant="subscription-welcome">
          {page.brand.success.displayIcon ? <SuccessIcon /> : null}
          <SuccessHeading visible>{props.heading ?? 'Sua assinatura está ativa'}</SuccessHeading>
          <Text>
            {props.description ??
              'Tudo certo! Seu acesso continua sem interrupção e o comprovante foi enviado para o seu e-mail.'}
          </Text>
          <SummaryCard aria-label="Sua assinatura">
            <Text>
              <strong>{subscription.currentPlan.name}</strong>
            </Text>
            <Text muted>Acesso garantido até {formatDate(subscription.expiresAt)}</Text>
            {subscription.cardOnFile ? (
              <Text muted>Cobranças no cartão final {subscription.cardOnFile.last4}</Text>
            ) : null}
          </SummaryCard>
          {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
            <LinkButton href={href} block>
              {props.buttonLabel ?? 'Acessar minha conta'}
            </LinkButton>
          ) : null}
          {receiptOf(purchase)}
        </div>
      )}
    </PaidRecordConfirmation>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SubscriptionWelcomeTemplate;
