import { LoadFailed } from '@/checkout/LoadFailed';
import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { BenefitList } from '@/checkout/offer/BenefitList';
import { paymentMethodsSentence } from '@/templates/custom-offer/paymentMethodsSentence';
import { useOfferPlan } from '@/templates/custom-offer/useOfferPlan';
import { WhatsappLink } from '@/checkout/offer/WhatsappLink';
import { PlanSummary } from '@/checkout/payment/PlanSummary';
import { removeSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { CustomOfferProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StepLoading } from '@/ui/StepLoading';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

/**
 * The custom-offer step (/custom-offer, spec §2 and §3 `oferta`): the offer of one plan, the
 * `oferta` of the link (else the step's `planId`), resolved through the plan-to-product call
 * and priced with the page's voucher: price before and after, installments, the voucher and
 * free-trial terms (spec §4 trial variants), how to pay, the benefits and 'Falar no WhatsApp'.
 * 'Continuar para o pagamento' stores the plan as `defaultSelectedPlan`, which the payment step
 * preselects, and goes to the next step. An offer that cannot be found says so and leads on to
 * the payment step with its usual plan.
 */
export function CustomOfferTemplate({ step, props }: TemplateComponentProps<CustomOfferProps>) {
  const { page, isMozambique } = useCheckout();
  const copy = useCopy();
  const { goNext, navigating } = useStepNavigation();
  const planId = page.query.oferta ?? props.planId;
  const offer = useOfferPlan(planId);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const heading = props.heading ?? copy.offerHeadings.yourOffer;

  const proceed = async (chosenPlanId: string | undefined) => {
    setFailure(undefined);
    if (chosenPlanId) writeSession('defaultSelectedPlan', chosenPlanId);
    else removeSession('defaultSelectedPlan');
    try {
      await goNext();
    } catch (error) {
      logger.error('OFFER_NEXT_FAILED: the custom-offer step could not go on', {
        error,
        context: { stepId: step.id, planId: chosenPlanId },
      });
      setFailure(messages.general.unexpected);
    }
  };

  if (offer.status === 'loading') {
    return (
      <>
        <Heading>{heading}</Heading>
        <StepLoading label="Carregando a oferta" />
      </>
    );
  }

  if (offer.status === 'failed') {
    return <LoadFailed heading={heading} onRetry={offer.retry} />;
  }

  if (offer.status === 'not-found') {
    return (
      <>
        <Heading>Oferta indisponível</Heading>
        <StatusMessage tone="info">{copy.offer.notFound}</StatusMessage>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Actions>
          <Button block busy={navigating} onClick={() => void proceed(undefined)}>
            Ver planos disponíveis
          </Button>
          <WhatsappLink enabled={props.showWhatsapp ?? true} />
        </Actions>
      </>
    );
  }

  const { plan, product } = offer;
  const showInstallments = !isMozambique;
  const howToPay = paymentMethodsSentence(plan, {
    allowed: props.paymentMethods,
    showInstallments,
  });
  return (
    <>
      <Heading>{heading}</Heading>
      {props.description ? <Text>{props.description}</Text> : null}
      <PlanSummary
        plan={plan}
        showInstallments={showInstallments}
        productPlans={product.plans}
        label="Resumo da oferta"
      />
      {howToPay ? <Text muted>{howToPay}</Text> : null}
      <BenefitList items={props.benefits ?? []} label="O que está incluído" />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={() => void proceed(plan.id)}>
          {props.buttonLabel ?? 'Continuar para o pagamento'}
        </Button>
        <WhatsappLink enabled={props.showWhatsapp ?? true} />
      </Actions>
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default CustomOfferTemplate;
