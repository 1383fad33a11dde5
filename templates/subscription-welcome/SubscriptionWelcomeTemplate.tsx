import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '@/checkout/api/accountApi';
import { SummaryCard } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatDate } from '@/checkout/format/formatDate';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SubscriptionWelcomeProps } from '@/schemas/generated/types';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/**
 * The welcome after a renewal, an upgrade or a card verification (/subscription-welcome,
 * issue 12; an upsell page of spec §2, so the shell draws the upsell banner): 'Sua assinatura
 * está ativa', the plan and until when it is paid (subscription from the `subscriptionId`
 * query), and the access button with the purchase token when there is one.
 */
export function SubscriptionWelcomeTemplate({
  props,
}: TemplateComponentProps<SubscriptionWelcomeProps>) {
  const { page } = useCheckout();
  const subscriptionId = page.query.subscriptionId ?? '';
  const href = useAccessHref(props.redirectOnSuccess);
  const subscription = useQuery({
    queryKey: ['subscription', subscriptionId, undefined],
    queryFn: () => getSubscription(subscriptionId),
    enabled: subscriptionId !== '',
    retry: false,
  });
  const data = subscription.data;
  return (
    <div data-success-variant="subscription-welcome">
      {page.brand.success.displayIcon ? <SuccessIcon /> : null}
      <SuccessHeading visible>{props.heading ?? 'Sua assinatura está ativa'}</SuccessHeading>
      <Text>
        {props.description ??
          'Tudo certo! Seu acesso continua sem interrupção e o comprovante foi enviado para o seu e-mail.'}
      </Text>
      {data ? (
        <SummaryCard aria-label="Sua assinatura">
          <Text>
            <strong>{data.currentPlan.name}</strong>
          </Text>
          <Text muted>Acesso garantido até {formatDate(data.expiresAt)}</Text>
          {data.cardOnFile ? (
            <Text muted>Cobranças no cartão final {data.cardOnFile.last4}</Text>
          ) : null}
        </SummaryCard>
      ) : null}
      {(props.displayAccessButton ?? page.brand.success.displayAccessButton) ? (
        <LinkButton href={href} block>
          {props.buttonLabel ?? 'Acessar minha conta'}
        </LinkButton>
      ) : null}
    </div>
  );
}
