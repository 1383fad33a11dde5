import { useCheckout } from '@/checkout/CheckoutContext';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { loadPage } from '@/checkout/navigation/loadPage';
import { PaymentForm } from '@/checkout/payment/PaymentForm';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { formatMoney } from '@/checkout/format/formatMoney';
import { trialChargeSentence } from '@/checkout/purchase/trialCopy';
import { useAccessHref } from '@/checkout/success/useAccessHref';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellPaymentProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Decline = styled('div', { marginTop: '$4' });

/**
 * The upsell payment step (/payment/upsell, issue 5 item 6): first the confirmation of the
 * purchase just paid (its plan and amount), then the same payment form as the payment step for
 * the upsell's plan (the step's `planId`), under the upsell product's name (the step's
 * `productName`, else the brand's `upsellProductName`), and always 'Não, obrigado': the
 * `decline` outcome goes where the step's `nextStepIds.decline` says (a success step with the
 * receipt), else out of the checkout to the product's access page (template.json `exit`). The
 * upsell is recorded apart from the main purchase (`dataUpsell`). The shell draws it in the
 * upsell styling because its path contains 'upsell'.
 */
export function UpsellPaymentTemplate({ step, props }: TemplateComponentProps<UpsellPaymentProps>) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const purchase = useBuyerPurchase();
  const access = useAccessHref(undefined);
  const productName = props.productName ?? page.brand.upsellProductName;

  const decline = () => {
    if (step.nextStepIds.decline) void goNext({ outcome: 'decline' });
    else loadPage(access);
  };

  return (
    <>
      {purchase ? (
        <StatusMessage tone="success">
          {purchase.trial
            ? `Período grátis ativado: ${purchase.planName}. ${trialChargeSentence(purchase.trial, purchase.currency)} O acesso foi enviado para o seu e-mail.`
            : `Pagamento confirmado: ${purchase.planName}, ${formatMoney(purchase.amount, purchase.currency)}. O acesso foi enviado para o seu e-mail.`}
        </StatusMessage>
      ) : null}
      <PaymentForm
        heading={props.heading ?? (productName ? `Pagamento de ${productName}` : 'Pagamento')}
        buttonLabel={props.buttonLabel ?? 'Confirmar pagamento'}
        planId={props.planId}
        allowedMethods={props.paymentMethods}
        purchase="upsell"
        productName={productName}
      />
      <Decline data-waits-for-content="">
        <Button variant="secondary" block disabled={navigating} onClick={decline}>
          Não, obrigado
        </Button>
      </Decline>
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default UpsellPaymentTemplate;
