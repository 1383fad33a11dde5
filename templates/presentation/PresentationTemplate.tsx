import { useCheckout } from '@/checkout/CheckoutContext';
import { useMoveOn } from '@/checkout/navigation/useMoveOn';
import { BenefitList } from '@/checkout/offer/BenefitList';
import { ProductPriceSummary } from '@/checkout/payment/ProductPriceSummary';
import { StepImage } from '@/checkout/offer/StepImage';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { PresentationProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

/**
 * The presentation step (/presentation, spec §2): the product before payment — heading (the
 * product's title by default), paragraphs, benefits, an image, and the price of the plan the
 * payment step will charge with its voucher and trial terms — and 'Continuar' to the next
 * step. The shell shows 'Voltar' on this route.
 */
export function PresentationTemplate({ props }: TemplateComponentProps<PresentationProps>) {
  const { page } = useCheckout();
  const { moveOn, navigating, failure } = useMoveOn();

  return (
    <>
      <Heading>{props.heading ?? page.productTitle}</Heading>
      <StepImage src={props.imageFile} alt={props.imageAlt} />
      {(props.paragraphs ?? []).map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <BenefitList items={props.benefits ?? []} label="O que está incluído" />
      {props.showPrice === false ? null : <ProductPriceSummary />}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button block busy={navigating} onClick={() => void moveOn()}>
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default PresentationTemplate;
