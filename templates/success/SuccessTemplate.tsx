import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/checkout/logger';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { DefaultSuccessView } from '@/checkout/success/DefaultSuccessView';
import { MainPlusUpsellSuccessView } from '@/checkout/success/MainPlusUpsellSuccessView';
import { SuccessReferrer } from '@/checkout/success/SuccessReferrer';
import { UpsellOfferView } from '@/checkout/success/UpsellOfferView';
import { resolveSuccessVariant } from '@/checkout/success/resolveSuccessVariant';
import { successDisplay } from '@/checkout/success/successDisplay';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoletoUrl } from '@/checkout/success/useStoredBoletoUrl';
import { messages } from '@/checkout/validation/messages';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SuccessProps } from '@/schemas/generated/types';

/**
 * The success step (/success, spec §2 and §4) in its four variants: `default` (purchase
 * confirmed, first-access button), `bankslip` ('Quase lá', 'Ver boleto' to the boleto the
 * payment answer issued, kept in session storage; never an address from the URL), `upsell` (offer of the brand's upsell product; accepting sets the upsell theme flag
 * and goes to the next step) and `main-plus-upsell` (combined success with the access
 * button). The variant comes from the `variant` prop, else from the query (see
 * `resolveSuccessVariant`); display flags from props, else from the brand. The referrer list
 * follows when the step or the brand turns it on.
 */
export function SuccessTemplate({ props }: TemplateComponentProps<SuccessProps>) {
  const { page, buyer, setUseUpsellTheme } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const [offerError, setOfferError] = useState<string | undefined>(undefined);
  const variant = resolveSuccessVariant(props.variant, page.query);
  const display = successDisplay(variant, props, page.brand);
  const access = useAccessHref(props.redirectOnSuccess);
  const boletoUrl = useStoredBoletoUrl();
  const showReferrer =
    (props.showReferrerList ?? page.brand.showReferrerList) && variant !== 'upsell';

  async function acceptOffer() {
    if (navigating) return;
    setOfferError(undefined);
    setUseUpsellTheme(true);
    try {
      await goNext();
    } catch (error) {
      logger.error('UPSELL_OFFER_NEXT_FAILED: could not move on to the upsell payment', {
        error,
        context: { stepId: page.step.id },
      });
      setOfferError(messages.general.unexpected);
    }
  }

  return (
    <>
      {variant === 'bankslip' ? (
        <BankslipSuccessView display={display} boletoUrl={boletoUrl} />
      ) : variant === 'upsell' ? (
        <UpsellOfferView
          display={display}
          upsellProductName={page.brand.upsellProductName}
          copy={props.upsellOffer ?? {}}
          liveloPrice={props.liveloPrice}
          onAccept={acceptOffer}
          accepting={navigating}
          error={offerError}
          declineHref={access}
        />
      ) : variant === 'main-plus-upsell' ? (
        <MainPlusUpsellSuccessView
          display={display}
          productTitle={page.productTitle}
          upsellProductName={page.brand.upsellProductName}
          accessHref={access}
        />
      ) : (
        <DefaultSuccessView
          display={display}
          productTitle={page.productTitle}
          email={buyer.email}
          accessHref={access}
          liveloPrice={props.liveloPrice}
        />
      )}
      {showReferrer ? <SuccessReferrer /> : null}
    </>
  );
}
