import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { MultiProfileChooser } from '@/checkout/multiProfile/MultiProfileChooser';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellOrderBumpPresentationProps } from '@/schemas/generated/types';

/**
 * The multi-profile upsell (/multiprofile-upsell-presentation): after the main purchase, the
 * buyer chooses for how many profiles to take the upsell product (the step's `profilePlans`),
 * with the same live prices as the main multi-profile step, in the upsell styling; the upsell
 * payment step that follows charges the chosen plan (`PURCHASED_PLAN`). 'Não, obrigado'
 * skips the offer when the step has a `decline` outcome.
 */
export function UpsellOrderBumpPresentationTemplate({
  props,
}: TemplateComponentProps<UpsellOrderBumpPresentationProps>) {
  const { page } = useCheckout();
  const { offerHeadings } = useCopy();
  const brand = page.brand.multiProfile;
  const productName = page.brand.upsellProductName;
  return (
    <MultiProfileChooser
      variant="upsell"
      heading={
        props.heading ??
        (productName ? `Aproveite também o ${productName}` : offerHeadings.howManyProfiles)
      }
      description={
        props.description ??
        'Cada perfil tem login e progresso próprios. Escolha para quantas pessoas é a oferta.'
      }
      profilePlans={props.profilePlans}
      maxProfiles={props.maxProfiles}
      thumbnail={props.cardThumbnailFile ?? brand?.cardThumbnailFile}
      monthlyDifference={
        props.shouldUseMonthlyDifference ?? brand?.shouldUseMonthlyDifference ?? false
      }
      buttonLabel={props.buttonLabel ?? 'Continuar'}
      declineLabel={props.declineLabel}
    />
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default UpsellOrderBumpPresentationTemplate;
