import { LoadFailed } from '@/checkout/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '@/checkout/api/accountApi';
import { isApiError, isNotFound } from '@/checkout/api/ApiError';
import { AccountConfirming, AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { subscriptionConfirms } from '@/templates/subscription-welcome/subscriptionConfirms';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { OrderReceipt } from '@/checkout/purchase/OrderReceipt';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoletoUrl } from '@/checkout/success/useStoredBoletoUrl';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SubscriptionWelcomeProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/** How often a subscription not yet active on the plan paid for is read again (ms). */
const recheckMs = 5000;

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
  const purchase = useBuyerPurchase();
  const subscriptionId = purchase?.recordId ?? '';
  const href = useAccessHref(props.redirectOnSuccess);
  const boletoUrl = useStoredBoletoUrl();
  const subscription = useQuery({
    queryKey: ['subscription', subscriptionId, undefined],
    queryFn: () => getSubscription(subscriptionId),
    enabled: subscriptionId !== '',
    retry: (count, error) => !(isApiError(error) && error.kind === 'client') && count < 2,
    refetchInterval: (query) =>
      query.state.data &&
      purchase &&
      purchase.method !== 'bankslip' &&
      !subscriptionConfirms(query.state.data, purchase)
        ? recheckMs
        : false,
  });

  // The session is read after mount; the journey guard has checked there is a purchase.
  if (!purchase) return null;
  if (isNotFound(subscription.error)) {
    return (
      <AccountNotice heading="Assinatura não encontrada" tone="problem">
        Não encontramos a assinatura deste pagamento. Se você já pagou, o comprovante está no seu
        e-mail; se precisar, fale com o nosso atendimento.
      </AccountNotice>
    );
  }
  if (subscription.isPending) {
    return <AccountLoading heading="Confirmando o pagamento" label="Carregando a assinatura" />;
  }
  if (subscription.isError) {
    return (
      <LoadFailed heading={'Confirmando o pagamento'} onRetry={() => void subscription.refetch()} />
    );
  }
  const data = subscription.data;
  // A card verification charges nothing: there is no receipt to show.
  const receipt =
    purchase.amount > 0 ? (
      <OrderReceipt purchase={purchase} productTitle={page.productTitle} />
    ) : null;
  if (!subscriptionConfirms(data, purchase)) {
    if (purchase.method === 'bankslip') {
      return (
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
          {receipt}
        </>
      );
    }
    return (
      <AccountConfirming
        checking={subscription.isFetching}
        onCheck={() => void subscription.refetch()}
      />
    );
  }
  return (
    <div data-success-variant="subscription-welcome">
      {page.brand.success.displayIcon ? <SuccessIcon /> : null}
      <SuccessHeading visible>{props.heading ?? 'Sua assinatura está ativa'}</SuccessHeading>
      <Text>
        {props.description ??
          'Tudo certo! Seu acesso continua sem interrupção e o comprovante foi enviado para o seu e-mail.'}
      </Text>
      <SummaryCard aria-label="Sua assinatura">
        <Text>
          <strong>{data.currentPlan.name}</strong>
        </Text>
        <Text muted>Acesso garantido até {formatDate(data.expiresAt)}</Text>
        {data.cardOnFile ? (
          <Text muted>Cobranças no cartão final {data.cardOnFile.last4}</Text>
        ) : null}
      </SummaryCard>
      {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
        <LinkButton href={href} block>
          {props.buttonLabel ?? 'Acessar minha conta'}
        </LinkButton>
      ) : null}
      {receipt}
    </div>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SubscriptionWelcomeTemplate;
