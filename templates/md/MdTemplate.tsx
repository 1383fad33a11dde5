import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/checkout/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { BenefitList } from '@/checkout/offer/BenefitList';
import { ProductPriceSummary } from '@/checkout/offer/ProductPriceSummary';
import { useEntryProductPlans } from '@/templates/md/useEntryProductPlans';
import { StepImage } from '@/checkout/offer/StepImage';
import { WhatsappLink } from '@/checkout/offer/WhatsappLink';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/checkout/validation/messages';
import type { MdProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

/**
 * The direct-enrolment entry (/md, spec §2 and §4: EXEC on wiseup hosts, CONQUERFRANQUIAS on
 * escolaconquer hosts): 'Matrícula digital' and the product's title, a description, the
 * benefits, an image and the price the flow will charge (asked with GET /api/v1/product/{code},
 * which carries the link's `route` and the page that sent the buyer: see
 * `useEntryProductPlans`), 'Falar no WhatsApp' when the brand has it, and 'Continuar', which
 * starts the product's flow at its next step.
 */
export function MdTemplate({ step, props }: TemplateComponentProps<MdProps>) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const proceed = async () => {
    setFailure(undefined);
    try {
      await goNext();
    } catch (error) {
      logger.error('MD_NEXT_FAILED: the md step could not go on', {
        error,
        context: { stepId: step.id },
      });
      setFailure(messages.general.unexpected);
    }
  };

  return (
    <>
      <Heading>{props.heading ?? `Matrícula digital: ${page.productTitle}`}</Heading>
      <StepImage src={props.imageFile} alt={props.imageAlt} />
      {props.description ? <Text>{props.description}</Text> : null}
      <BenefitList items={props.benefits ?? []} label="O que está incluído" />
      {props.showPrice === false ? null : <MdPrice />}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={() => void proceed()}>
          {props.buttonLabel ?? 'Continuar'}
        </Button>
        <WhatsappLink enabled={props.showWhatsapp ?? true} />
      </Actions>
    </>
  );
}

/** The md step's price, from the entry product call (v1). */
function MdPrice() {
  return <ProductPriceSummary plans={useEntryProductPlans()} />;
}
