import { useCheckout } from '@/checkout/CheckoutContext';
import { RequireLead } from '@/checkout/navigation/RequireLead';
import { PaymentForm } from '@/checkout/payment/PaymentForm';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellPaymentProps } from '@/schemas/generated/types';

/**
 * The upsell payment step (/payment/upsell, issue 5 item 6): the same payment form as the
 * payment step, for the upsell's plan (the step's `planId`), under the upsell product's name
 * (the step's `productName`, else the brand's `upsellProductName`). The shell draws it in the
 * upsell styling because its path contains 'upsell'; on success it moves to the next step. Without a lead the buyer is
 * sent to the flow's first step.
 */
export function UpsellPaymentTemplate({ props }: TemplateComponentProps<UpsellPaymentProps>) {
  const { page } = useCheckout();
  const productName = props.productName ?? page.brand.upsellProductName;
  return (
    <RequireLead>
      <PaymentForm
        heading={props.heading ?? (productName ? `Pagamento de ${productName}` : 'Pagamento')}
        buttonLabel={props.buttonLabel ?? 'Confirmar pagamento'}
        planId={props.planId}
        allowedMethods={props.paymentMethods}
      />
    </RequireLead>
  );
}
