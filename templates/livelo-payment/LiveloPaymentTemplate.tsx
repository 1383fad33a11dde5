import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { formatLiveloPoints } from '@/checkout/format/formatLiveloPrice';
import { normalizeName } from '@/checkout/format/normalizeName';
import { LiveloPrice } from '@/checkout/livelo/LiveloPrice';
import { redeemLivelo } from '@/checkout/livelo/liveloApi';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { liveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { liveloOptionTitle } from '@/checkout/livelo/liveloOptionLabel';
import { LiveloSessionMissing } from '@/checkout/livelo/LiveloSessionMissing';
import { useLiveloFailure } from '@/checkout/livelo/useLiveloFailure';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
import { CardFields } from '@/checkout/payment/CardFields';
import { cardFieldSpecs } from '@/checkout/payment/cardFieldSpecs';
import type { CardFieldValues } from '@/checkout/payment/cardFieldSpecs';
import { AlreadyPaidView } from '@/checkout/payment/AlreadyPaidView';
import { useCardFields } from '@/checkout/payment/useCardFields';
import { usePaidPurchase } from '@/checkout/payment/usePaidPurchase';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredLivelo } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useFieldForm } from '@/checkout/useFieldForm';
import { isCardBrand } from '@/lib/card/cardBrand';
import { messages } from '@/lib/validation/messages';
import type { LiveloPaymentProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const CardPart = styled('fieldset', { border: 0, padding: 0, margin: 0, minWidth: 0 });

type CardValues = CardFieldValues & { installments: string };

/**
 * The Livelo payment step (/livelo/payment): the chosen option's price in the spec §2
 * display, and the pay button. Points only pays at once; mixed and cash take the card for
 * the cash part with the payment step's own card fields and rules (spec §5). Paid: the
 * purchase token goes to the next step; a declined card shows the payment message of spec
 * §8; points no longer covering the price go to the `error` outcome. The plan the points pay
 * for is named here and on the receipt, from the product's plans.
 */
export function LiveloPaymentTemplate({ props }: TemplateComponentProps<LiveloPaymentProps>) {
  const { page, setPurchaseToken } = useCheckout();
  const leadId = useCheckoutSession((session) => session.leadId);
  const { goNext, navigating } = useStepNavigation();
  const fail = useLiveloFailure();
  const [stored] = useState<StoredLivelo | undefined>(() => readSession('dataLivelo'));
  const plans = useProductPlans({ enabled: stored !== undefined });
  const planName = plans.data?.plans.find((plan) => plan.id === stored?.account.planId)?.name;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const option = stored?.account.options.find((item) => item.type === stored.type);
  const withCard = (option?.amountCash ?? 0) > 0;
  const brands = useMemo(() => cardBrandsFor(page.area), [page.area]);

  const specs = useMemo(() => cardFieldSpecs<CardValues>({ offered: brands }), [brands]);
  const form = useFieldForm<CardValues>(
    { installments: '1', cardBrand: '', holderName: '', cardNumber: '', expiry: '', cvv: '' },
    withCard ? specs : {},
  );
  const { values, setValue } = form;
  const { cvvLength } = useCardFields(form, brands);
  // Paid already ('Voltar' after the redemption): its receipt, as the payment step shows.
  const paidHere = usePaidPurchase('main');
  if (paidHere) return <AlreadyPaidView purchase={paidHere} productTitle={page.productTitle} />;

  if (!stored || !option || !stored.authorization) {
    return <LiveloSessionMissing headingId="livelo-payment-heading" />;
  }
  const session = stored;
  const authorization = stored.authorization;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || navigating || !option) return;
    setFailure(undefined);
    if (withCard && !form.validateAndFocus()) return;
    const brand = values.cardBrand;
    setBusy(true);
    try {
      const paid = await redeemLivelo(
        {
          cpf: session.cpf,
          authorization,
          productCode: page.productCode,
          planId: session.account.planId,
          type: option.type,
          ...(withCard && isCardBrand(brand)
            ? {
                card: {
                  number: values.cardNumber.replace(/\D/g, ''),
                  holderName: normalizeName(values.holderName),
                  expiry: values.expiry,
                  cvv: values.cvv,
                  brand,
                },
              }
            : {}),
          ...(leadId ? { leadId } : {}),
        },
        undefined,
        leadId ? purchaseIdFor({ kind: 'main', productCode: page.productCode, leadId }) : undefined,
      );
      const { authorization: _used, ...rest } = session;
      writeSession('dataLivelo', rest);
      // The purchase is paid: the success step confirms it and shows what was redeemed.
      writeSession('dataPurchase', {
        ...(leadId ? { leadId } : {}),
        productCode: page.productCode,
        reference: paid.paymentId,
        planId: session.account.planId,
        planName: planName ?? '',
        amount: paid.amountCash,
        currency: 'R$',
        method: 'livelo',
        installments: 1,
        paid: true,
        livelo: { type: paid.type, amountPoints: paid.amountPoints, amountCash: paid.amountCash },
      });
      setPurchaseToken(paid.token);
      await goNext({ outcome: 'approved', query: { token: paid.token } });
    } catch (cause) {
      const reason = liveloErrorReason(cause);
      logger.error('LIVELO_REDEEM_FAILED: the Livelo payment failed', {
        error: cause,
        context: { stepId: page.step.id, reason },
      });
      if (cause instanceof ApiError && cause.kind === 'client' && !reason) {
        setFailure(messages.general.paymentFailed);
        setValue('cvv', '');
        document.querySelector<HTMLInputElement>('input[autocomplete="cc-csc"]')?.focus();
      } else if (!(reason && (await fail(reason)))) {
        setFailure(messages.general.unexpected);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="livelo-payment-heading">
      <Heading id="livelo-payment-heading">{props.heading ?? 'Confirme o pagamento'}</Heading>
      <Card aria-label="Resumo do pagamento Livelo">
        {planName ? <Text>{planName}</Text> : null}
        <Text muted>{liveloOptionTitle(option.type)}</Text>
        <LiveloPrice price={option} label="Total:" />
        {option.amountPoints > 0 ? (
          <Text muted>
            Saldo após o pagamento:{' '}
            {formatLiveloPoints(stored.account.balance - option.amountPoints)}
          </Text>
        ) : null}
      </Card>
      {withCard ? (
        <CardPart>
          <legend>
            <Text as="span">Cartão de crédito para a parte em dinheiro</Text>
          </legend>
          <CardFields
            bind={(name) => form.bind(name)}
            brands={brands}
            installmentOptions={undefined}
            cvvLength={cvvLength}
          />
        </CardPart>
      ) : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={busy || navigating}>
        {props.buttonLabel ?? 'Confirmar pagamento'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloPaymentTemplate;
