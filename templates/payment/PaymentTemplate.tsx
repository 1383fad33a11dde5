import { useCheckout } from '@/checkout/CheckoutContext';
import { stepLabel } from '@/checkout/navigation/stepLabel';
import { PaymentForm } from '@/checkout/payment/PaymentForm';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { PaymentProps } from '@/schemas/generated/types';

/**
 * The payment step (/payment, spec §2, issue 5 item 3): the plan from the API (`oferta` or the
 * brand's plan ids), installments (off for Mozambique), card brand, cardholder name, card
 * number, expiry 'MM/AA', CVV, the CPF/CNPJ for the tax invoice when the brand sends it, Pix
 * and boleto where the plan offers them, the billing address where asked, and 'Confirmar
 * pagamento'. An event product's step may show its ticket lots (`showTicketLots`). Shows 'Passo X de Y' counted from the journeys of its flow (`stepPosition`). Without a lead (lost
 * session) the buyer is sent to the flow's first step. The server fetches the plans
 * (`serverData: productPlans` in template.json), so the first HTML holds the whole form.
 */
export function PaymentTemplate({ props }: TemplateComponentProps<PaymentProps>) {
  const { page } = useCheckout();
  const { brand } = page;
  return (
    <>
      <PaymentForm
        heading={props.heading ?? 'Pagamento'}
        stepLabel={stepLabel(page.stepPosition, {
          current: brand.payment.currentStep,
          total: brand.stepsNumber,
        })}
        buttonLabel={props.buttonLabel ?? 'Confirmar pagamento'}
        allowedMethods={props.paymentMethods}
        planTypes={props.planTypes}
        priceMode={props.priceMode}
        installments={props.installments}
        documentTypes={props.documentTypes}
        showTicketLots={props.showTicketLots}
      />
    </>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default PaymentTemplate;
