import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { MultiProfileChooser } from '@/checkout/multiProfile/MultiProfileChooser';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { OrderBumpPresentationProps } from '@/schemas/generated/types';

/**
 * The multi-profile presentation (/multiprofile-presentation): before paying, the buyer
 * chooses how many profiles to buy from the step's `profilePlans`; the price per profile and
 * the total follow the choice, which the next payment step charges (`PURCHASED_PLAN`). The
 * thumbnail and the monthly-difference display fall back to the brand's `multiProfile`.
 */
export function OrderBumpPresentationTemplate({
  props,
}: TemplateComponentProps<OrderBumpPresentationProps>) {
  const { page } = useCheckout();
  const { offerHeadings } = useCopy();
  const brand = page.brand.multiProfile;
  return (
    <MultiProfileChooser
      variant="main"
      heading={props.heading ?? offerHeadings.howManyProfiles}
      description={
        props.description ??
        'Cada perfil tem login e progresso próprios. Escolha para quantas pessoas é a compra.'
      }
      profilePlans={props.profilePlans}
      maxProfiles={props.maxProfiles}
      thumbnail={props.cardThumbnailFile ?? brand?.cardThumbnailFile}
      monthlyDifference={
        props.shouldUseMonthlyDifference ?? brand?.shouldUseMonthlyDifference ?? false
      }
      buttonLabel={props.buttonLabel ?? 'Continuar'}
    />
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default OrderBumpPresentationTemplate;
