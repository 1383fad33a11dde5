import { LoadFailed } from '@/checkout/LoadFailed';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AccountLoading, AccountNotice } from '@/checkout/account/AccountNotice';
import { getSubscription } from '@/checkout/api/accountApi';
import { isNotFound } from '@/checkout/api/ApiError';
import { verifyCard } from '@/checkout/api/checkoutApi';
import { SummaryCard, SummaryLabel } from '@/checkout/account/SummaryCard';
import { useCheckout } from '@/checkout/CheckoutContext';
import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
import { formatMoney } from '@/checkout/format/formatMoney';
import { normalizeName } from '@/checkout/format/normalizeName';
import { logger } from '@/platform/logger';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { CardFields } from '@/checkout/payment/CardFields';
import { cardFieldSpecs } from '@/checkout/payment/cardFieldSpecs';
import type { CardFieldValues } from '@/checkout/payment/cardFieldSpecs';
import { useCardFields } from '@/checkout/payment/useCardFields';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useFieldForm } from '@/checkout/useFieldForm';
import { isCardBrand } from '@/lib/card/cardBrand';
import { messages } from '@/lib/validation/messages';
import type { PaymentVerificationProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

type CardValues = CardFieldValues;

/**
 * The card verification of a custom sale (/payment-verification, issue 12; the shell hides the
 * seller banner here): the subscription of the `subscriptionId` query and its plan, then the
 * card fields of the payment step (no installments: nothing is charged now) and 'Verificar
 * cartão', which sends the card to POST /api/v2/subscription/{id}/custom-sale/verify-card. A
 * verified card is recorded for the subscription (`dataPurchase`, amount 0: nothing is charged;
 * no card data) and the step leaves by its `approved` outcome; a refused one shows the spec's payment message, keeps
 * the fields but the CVV and focuses it.
 */
export function PaymentVerificationTemplate({
  props,
}: TemplateComponentProps<PaymentVerificationProps>) {
  const { page, isMozambique } = useCheckout();
  const brands = useMemo(() => cardBrandsFor(isMozambique ? 'MZ' : 'BR'), [isMozambique]);
  const { goNext } = useStepNavigation();
  const subscriptionId = page.query.subscriptionId ?? '';
  const heading = props.heading ?? 'Confirme seu cartão';
  const subscription = useQuery({
    queryKey: ['subscription', subscriptionId, undefined],
    queryFn: () => getSubscription(subscriptionId),
    enabled: subscriptionId !== '',
  });
  const specs = useMemo(() => cardFieldSpecs<CardValues>({ offered: brands }), [brands]);
  const form = useFieldForm<CardValues>(
    { cardBrand: '', holderName: '', cardNumber: '', expiry: '', cvv: '' },
    specs,
  );
  const { values, setValue, bind } = form;
  const { cvvLength } = useCardFields(form, brands);
  const holder = subscription.data?.buyer?.name;
  useEffect(() => {
    if (holder) setValue('holderName', holder);
  }, [holder, setValue]);
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const failureMessage = useRef<HTMLDivElement | null>(null);
  // A failed payment puts the buyer on the message (announced and focused), not on a field.
  useEffect(() => {
    if (failure) failureMessage.current?.focus();
  }, [failure]);

  if (subscriptionId === '' || (subscription.isError && isNotFound(subscription.error))) {
    return (
      <AccountNotice heading="Assinatura não encontrada" tone="problem">
        Não encontramos a assinatura deste link. Confira o link que você recebeu por e-mail ou fale
        com o nosso atendimento.
      </AccountNotice>
    );
  }
  if (subscription.isPending)
    return <AccountLoading heading={heading} label="Carregando a assinatura" />;
  if (subscription.isError) {
    return <LoadFailed heading={heading} onRetry={() => void subscription.refetch()} />;
  }
  const data = subscription.data;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working || !form.validateAndFocus()) return;
    const brand = values.cardBrand;
    if (!isCardBrand(brand)) return;
    setWorking(true);
    setFailure(null);
    try {
      await verifyCard(data.subscriptionId, {
        number: values.cardNumber.replace(/\D/g, ''),
        holderName: normalizeName(values.holderName),
        expiry: values.expiry,
        cvv: values.cvv,
        brand,
      });
    } catch (error) {
      logPaymentFailure('CARD_VERIFICATION', error, {
        stepId: page.step.id,
        subscriptionId: data.subscriptionId,
      });
      setFailure(messages.general.paymentFailed);
      setValue('cvv', '');
      setWorking(false);
      return;
    }
    // Nothing is charged: the verified card is what the journey has (template.json outcome
    // `approved`), recorded for the subscription so the welcome can read it.
    writeSession('dataPurchase', {
      recordId: data.subscriptionId,
      productCode: data.productCode,
      reference: data.subscriptionId,
      planId: data.renewalPlan.id,
      planName: data.renewalPlan.name,
      amount: 0,
      currency: data.renewalPlan.currency,
      method: 'credit-card',
      installments: 1,
      paid: true,
    });
    try {
      await goNext({ outcome: 'approved' });
    } catch (error) {
      logger.error('CARD_VERIFICATION_NEXT_FAILED: could not move on after the card was verified', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    } finally {
      setWorking(false);
    }
  };

  const plan = data.renewalPlan;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={heading}>
      <Heading>{heading}</Heading>
      <Text>
        {props.description ??
          'Cadastre o cartão em que a sua assinatura será cobrada. Vamos apenas verificar o cartão: nada é cobrado agora.'}
      </Text>
      <SummaryCard aria-label="Sua assinatura">
        <SummaryLabel>{data.currentPlan.name}</SummaryLabel>
        <Text muted>
          {formatMoney(plan.amount, plan.currency)}
          {plan.installments.length > 1
            ? `, em até ${plan.installments[plan.installments.length - 1]?.id}x`
            : ''}
        </Text>
      </SummaryCard>
      <CardFields
        bind={(name) => bind(name as keyof CardValues & string)}
        brands={brands}
        installmentOptions={undefined}
        cvvLength={cvvLength}
      />
      <StatusMessage tone="error" focusRef={failureMessage}>
        {failure}
      </StatusMessage>
      <Button type="submit" block busy={working}>
        {props.buttonLabel ?? 'Verificar cartão'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default PaymentVerificationTemplate;
