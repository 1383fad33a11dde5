import { useState } from 'react';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { OrderReceipt, upsellReceiptTitle } from '@/checkout/purchase/OrderReceipt';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { BankslipSuccessView } from '@/checkout/success/BankslipSuccessView';
import { DefaultSuccessView } from '@/templates/success/DefaultSuccessView';
import { InPersonSuccessView } from '@/templates/success/InPersonSuccessView';
import { MainPlusUpsellSuccessView } from '@/checkout/success/MainPlusUpsellSuccessView';
import { SuccessReferrer } from '@/checkout/success/SuccessReferrer';
import { showsReferrerList, useFeatureFlags } from '@/platform/flags';
import { UpsellOfferView } from '@/templates/success/UpsellOfferView';
import { resolveSuccessVariant } from '@/templates/success/resolveSuccessVariant';
import { successDisplay } from '@/checkout/success/successDisplay';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import { useStoredBoletoUrl } from '@/checkout/success/useStoredBoletoUrl';
import { messages } from '@/lib/validation/messages';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { SuccessProps } from '@/schemas/generated/types';

/**
 * The success step (/success, spec §2 and §4) in its four variants: `default` (purchase
 * confirmed, first-access button), `bankslip` ('Quase lá', 'Ver boleto' to the boleto the
 * payment answer issued, kept in session storage; never an address from the URL), `upsell`
 * (offer of the brand's upsell product; accepting sets the upsell theme flag and goes where the
 * `accept` outcome leads) and `main-plus-upsell` (combined success with the access button). The
 * variant comes from what the buyer bought, then the `variant` prop (see
 * `resolveSuccessVariant`): a boleto is never shown as confirmed, nor an upsell offered before
 * the purchase is paid. Display flags from props, else from the brand; the combined success
 * shows the upsell's own receipt under the main one. The referrer list
 * follows when the step or the brand turns it on. What was bought is shown (`OrderReceipt`);
 * the journey guard (template.json `needs: receipt`) keeps buyers without a purchase in this
 * session off this page. A payment taken in person (still pending) shows 'Pedido registrado!'
 * instead of the confirmation.
 */
export function SuccessTemplate({ props }: TemplateComponentProps<SuccessProps>) {
  const { page, setUseUpsellTheme } = useCheckout();
  const buyer = useCheckoutSession((session) => session.buyer);
  const { goNext, navigating } = useStepNavigation();
  const [offerError, setOfferError] = useState<string | undefined>(undefined);
  const purchase = useBuyerPurchase();
  const upsell = useBuyerPurchase('upsell');
  const variant = resolveSuccessVariant(props.variant, purchase);
  const display = successDisplay(variant, props, page.brand);
  const access = useAccessHref(props.redirectOnSuccess);
  const boletoUrl = useStoredBoletoUrl();
  // The `referrer-list` feature flag may force the list on or off; 'brand' keeps the config's.
  const flags = useFeatureFlags();
  const showReferrer =
    showsReferrerList(flags, props.showReferrerList ?? page.brand.showReferrerList ?? false) &&
    variant !== 'upsell';

  async function acceptOffer() {
    if (navigating) return;
    setOfferError(undefined);
    setUseUpsellTheme(true);
    try {
      await goNext({ outcome: 'accept' });
    } catch (error) {
      logger.error('UPSELL_OFFER_NEXT_FAILED: could not move on to the upsell payment', {
        error,
        context: { stepId: page.step.id },
      });
      setOfferError(messages.general.unexpected);
    }
  }

  // The session is read after mount; the journey guard has checked there is a purchase.
  if (!purchase) return null;

  return (
    <>
      {variant === 'bankslip' ? (
        <BankslipSuccessView display={display} boletoUrl={boletoUrl} />
      ) : variant === 'upsell' ? (
        <UpsellOfferView
          display={display}
          upsellProductName={page.brand.upsellProductName}
          upsellProductArticle={page.brand.upsellProductArticle}
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
          upsellProductName={upsell?.productName ?? page.brand.upsellProductName}
          articles={{
            product: page.brand.productArticle,
            upsell: page.brand.upsellProductArticle,
          }}
          accessHref={access}
        />
      ) : purchase?.pending ? (
        <InPersonSuccessView
          display={display}
          productTitle={page.productTitle}
          productArticle={page.brand.productArticle}
          email={buyer.email}
        />
      ) : (
        <DefaultSuccessView
          display={display}
          productTitle={page.productTitle}
          productArticle={page.brand.productArticle}
          email={buyer.email}
          accessHref={access}
          liveloPrice={props.liveloPrice}
          {...(purchase.trial
            ? { trial: { schedule: purchase.trial, currency: purchase.currency } }
            : {})}
        />
      )}
      {variant !== 'upsell' ? (
        <OrderReceipt purchase={purchase} productTitle={page.productTitle} />
      ) : null}
      {variant === 'main-plus-upsell' && upsell ? (
        <OrderReceipt
          purchase={upsell}
          productTitle={page.productTitle}
          title={upsellReceiptTitle}
        />
      ) : null}
      {showReferrer ? <SuccessReferrer /> : null}
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SuccessTemplate;
