import { useCheckout } from '@/checkout/CheckoutContext';
import { MainPlusUpsellSuccessView } from '@/checkout/success/MainPlusUpsellSuccessView';
import { SuccessReferrer } from '@/checkout/success/SuccessReferrer';
import { successDisplay } from '@/checkout/success/successDisplay';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellSuccessProps } from '@/schemas/generated/types';

/**
 * The upsell success step (/success/upsell, spec §2): the combined success of the main
 * product and the upsell, with the access button (first-access link with the purchase token).
 * Display flags from props, else from the brand's `success` flags; the referrer list follows
 * when the step or the brand turns it on.
 */
export function UpsellSuccessTemplate({ props }: TemplateComponentProps<UpsellSuccessProps>) {
  const { page } = useCheckout();
  const display = successDisplay('main-plus-upsell', props, page.brand);
  const access = useAccessHref(props.redirectOnSuccess);
  const showReferrer = props.showReferrerList ?? page.brand.showReferrerList;
  return (
    <>
      <MainPlusUpsellSuccessView
        display={display}
        productTitle={page.productTitle}
        upsellProductName={page.brand.upsellProductName}
        accessHref={access}
      />
      {showReferrer ? <SuccessReferrer /> : null}
    </>
  );
}
