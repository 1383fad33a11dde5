import type { Brand, SuccessVariant } from '@/schemas/generated/types';

/** What a success screen shows, after step props and brand flags were combined. */
export interface SuccessDisplay {
  header: boolean;
  icon: boolean;
  accessButton: boolean;
  /** Upsell offer only: play the presentation video. */
  upsellVideoPresentation: boolean;
  /** Upsell offer only: draw the offer card in the upsell styling. */
  upsellThemeOnOfferCard: boolean;
}

/** The display flags a step may set; each overrides the brand's flag of the same meaning. */
export interface SuccessDisplayProps {
  displayHeader?: boolean;
  displayIcon?: boolean;
  displayAccessButton?: boolean;
  upsellOffer?: { upsellVideoPresentation?: boolean; displayUpsellThemeOnOfferCard?: boolean };
}

/**
 * The display flags of spec §3 for one success variant: each comes from the step's props
 * when set, else from the brand (`success.displayHeader.default|bankslip`, `displayIcon`,
 * `displayAccessButton`; on the upsell offer `upsell.displayHeader`,
 * `upsellVideoPresentation`, `displayUpsellThemeOnOfferCard`). The main-plus-upsell screen
 * uses the default screen's header flag.
 */
export function successDisplay(
  variant: SuccessVariant,
  props: SuccessDisplayProps,
  brand: Pick<Brand, 'success' | 'upsell'>,
): SuccessDisplay {
  const brandHeader =
    variant === 'upsell'
      ? brand.upsell.displayHeader
      : variant === 'bankslip'
        ? brand.success.displayHeader.bankslip
        : brand.success.displayHeader.default;
  return {
    header: props.displayHeader ?? brandHeader,
    icon: props.displayIcon ?? brand.success.displayIcon,
    accessButton: props.displayAccessButton ?? brand.success.displayAccessButton,
    upsellVideoPresentation:
      props.upsellOffer?.upsellVideoPresentation ?? brand.upsell.upsellVideoPresentation,
    upsellThemeOnOfferCard:
      props.upsellOffer?.displayUpsellThemeOnOfferCard ??
      brand.upsell.displayUpsellThemeOnOfferCard,
  };
}
