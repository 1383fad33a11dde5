import { useCheckout } from '@/checkout/CheckoutContext';
import { OrderReceipt, upsellReceiptTitle } from '@/checkout/purchase/OrderReceipt';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { MainPlusUpsellSuccessView } from '@/checkout/success/MainPlusUpsellSuccessView';
import { SuccessReferrer } from '@/checkout/success/SuccessReferrer';
import { showsReferrerList, useFeatureFlags } from '@/platform/flags';
import { successDisplay } from '@/checkout/success/successDisplay';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellSuccessProps } from '@/schemas/generated/types';

/**
 * The upsell success step (/success/upsell, spec §2): the combined success of the main
 * product and the upsell, with the access button (first-access link with the purchase token),
 * and a receipt for each purchase: the upsell's names its own product and plan.
 * Display flags from props, else from the brand's `success` flags; the referrer list follows
 * when the step or the brand turns it on. The journey guard (template.json `needs: paid,
 * upsell`) keeps buyers without both purchases in this session off this page.
 */
export function UpsellSuccessTemplate({ props }: TemplateComponentProps<UpsellSuccessProps>) {
  const { page } = useCheckout();
  const purchase = useBuyerPurchase();
  const upsell = useBuyerPurchase('upsell');
  const display = successDisplay('main-plus-upsell', props, page.brand);
  const access = useAccessHref(props.redirectOnSuccess);
  const flags = useFeatureFlags();
  const showReferrer = showsReferrerList(
    flags,
    props.showReferrerList ?? page.brand.showReferrerList ?? false,
  );
  // The session is read after mount; the journey guard has checked there are both purchases.
  if (!purchase) return null;
  return (
    <>
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
      <OrderReceipt purchase={purchase} productTitle={page.productTitle} />
      {upsell ? (
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
export default UpsellSuccessTemplate;
