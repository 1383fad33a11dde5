import { lazy, Suspense } from 'react';
import type { ReactNode, Ref } from 'react';
import type { Plan } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import { methodSummary } from '@/checkout/payment/methodSummary';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { noTrialText } from '@/checkout/payment/TrialNote';
import { Text } from '@/ui/Card';
import { MethodCard } from '@/ui/MethodCard';
import { cardBrands } from '@/lib/card/cardBrand';

/** A card brand's name as the buyer reads it ('Visa', 'Mastercard'). */
function cardBrandName(brand: string): string {
  return cardBrands.find((item) => item.value === brand)?.name ?? 'de crédito';
}

// Only an attendant's checkout offers in-person methods: their note loads when one is opened.
const InPersonMethodNote = lazy(() =>
  import('@/checkout/payment/InPersonMethodNote').then((module) => ({
    default: module.InPersonMethodNote,
  })),
);

/** Props of `PaymentMethodList`. */
export interface PaymentMethodListProps {
  options: readonly PaymentMethodOption[];
  /** Key of the open card ('' when none). */
  openKey: string;
  onToggle: (key: string) => void;
  showInstallments: boolean;
  maxInstallments?: number;
  /** The card fields, rendered inside the open card-payment card. */
  cardFields: ReactNode;
  /** The M-Pesa number field, rendered inside the open M-Pesa card (Mozambique). */
  mpesaFields?: ReactNode;
  /** The installments of a card-on-file payment, rendered inside its open card. */
  cardOnFileFields?: ReactNode;
  /** The group, whose first toggle takes focus when no method is chosen. */
  groupRef: Ref<HTMLDivElement>;
  /** Prices a method's plan for the whole order (with add-ons); the plan itself by default. */
  priceForOrder?: (plan: Plan) => Plan;
}

/**
 * One expandable card per payment method ('Forma de pagamento'), with the price line of each;
 * prices are the whole order's (the plan plus any add-ons); only the open card renders its content: the card fields, or what paying by Pix or boleto
 * means (and, for a plan with a free trial, that they pay now: the trial is the card's).
 */
export function PaymentMethodList({
  options,
  openKey,
  onToggle,
  showInstallments,
  maxInstallments,
  cardFields,
  mpesaFields,
  cardOnFileFields,
  groupRef,
  priceForOrder = (plan) => plan,
}: PaymentMethodListProps) {
  return (
    <div ref={groupRef} role="group" aria-label="Forma de pagamento">
      {options.map((option) => {
        const expanded = option.key === openKey;
        const total = priceForOrder(option.plan);
        return (
          <MethodCard
            key={option.key}
            title={option.title}
            summary={methodSummary({ ...option, plan: total }, showInstallments, maxInstallments)}
            expanded={expanded}
            onToggle={() => onToggle(option.key)}
          >
            {/* Only the open card renders its fields: the two Mozambique cards share the card form. */}
            {!expanded ? null : option.kind === 'credit-card' ? (
              cardFields
            ) : option.kind === 'card-on-file' && option.cardOnFile ? (
              <>
                <Text>
                  {`Pague com o cartão ${cardBrandName(option.cardOnFile.brand)} final ${option.cardOnFile.last4}, o mesmo da sua compra: não é preciso digitar os dados do cartão de novo.`}
                </Text>
                {cardOnFileFields}
              </>
            ) : option.kind === 'm-pesa' ? (
              mpesaFields
            ) : option.kind === 'in-person' && option.inPerson ? (
              <Suspense fallback={null}>
                <InPersonMethodNote method={option.inPerson} plan={total} />
              </Suspense>
            ) : option.kind === 'pix' ? (
              <>
                <Text>
                  Pague {formatMoney(total.amount, total.currency)} à vista com Pix: ao confirmar,
                  você verá o QR Code e o código copia e cola.
                </Text>
                {noTrialText(total, 'Pix') ? <Text>{noTrialText(total, 'Pix')}</Text> : null}
              </>
            ) : (
              <>
                <Text>
                  Pague {formatMoney(total.amount, total.currency)} à vista com boleto. O boleto é
                  registrado em até 2 horas e o acesso chega por e-mail em até 2 dias após a
                  confirmação do pagamento.
                </Text>
                {noTrialText(total, 'boleto') ? <Text>{noTrialText(total, 'boleto')}</Text> : null}
              </>
            )}
          </MethodCard>
        );
      })}
    </div>
  );
}
