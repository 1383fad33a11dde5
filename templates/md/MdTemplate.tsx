import { useCheckout } from '@/checkout/CheckoutContext';
import { useMoveOn } from '@/checkout/navigation/useMoveOn';
import { BenefitList } from '@/checkout/offer/BenefitList';
import { ProductPriceSummary } from '@/checkout/payment/ProductPriceSummary';
import { useEntryProductPlans } from '@/templates/md/useEntryProductPlans';
import { StepImage } from '@/checkout/offer/StepImage';
import { WhatsappLink } from '@/checkout/offer/WhatsappLink';
import type { TemplateComponentProps } from '@/checkout/templateContract';
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
export function MdTemplate({ props }: TemplateComponentProps<MdProps>) {
  const { page } = useCheckout();
  const { moveOn, navigating, failure } = useMoveOn();

  return (
    <>
      <Heading>{props.heading ?? `Matrícula digital: ${page.productTitle}`}</Heading>
      <StepImage src={props.imageFile} alt={props.imageAlt} />
      {props.description ? <Text>{props.description}</Text> : null}
      <BenefitList items={props.benefits ?? []} label="O que está incluído" />
      {props.showPrice === false ? null : <MdPrice />}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={() => void moveOn()}>
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

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default MdTemplate;
