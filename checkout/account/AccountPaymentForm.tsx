import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { AccountPaymentKind } from '@/checkout/api/accountTypes';
import type { Installment } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { CardFields } from '@/checkout/payment/CardFields';
import { cardFieldSpecs } from '@/checkout/payment/cardFieldSpecs';
import type { CardFieldValues } from '@/checkout/payment/cardFieldSpecs';
import { useCardFields } from '@/checkout/payment/useCardFields';
import { installmentLabel, upToInstallmentsLabel } from '@/checkout/format/installmentLabel';
import { PaymentProgress } from '@/checkout/payment/PaymentProgress';
import type { PaymentPhase } from '@/checkout/payment/usePaymentSubmit';
import type { TaxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { isCardBrand } from '@/lib/card/cardBrand';
import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
import { Button } from '@/ui/Button';
import { Text } from '@/ui/Card';
import { MethodCard } from '@/ui/MethodCard';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';
import { paymentFailureMessage } from '@/checkout/payment/paymentFailureMessage';

/** What the account payment form charges and how. */
export interface AccountPaymentFormProps {
  /** The form's accessible name (the step's heading). */
  label: string;
  /** Amount due, minor units (what Pix and boleto charge). */
  amount: number;
  currency: CurrencySymbol;
  /** Card installment options (their `totalValue` is what a card charges). */
  installments: readonly Installment[];
  /** Ways of paying offered, in order; one opens by default. */
  methods: readonly AccountPaymentKind[];
  buttonLabel: string;
  /** Cardholder name to start with (the buyer's name on record). */
  holderName?: string;
  /** Content above the method cards (e.g. fields of the buyer). */
  children?: ReactNode;
  /**
   * The tax-invoice document field (CPF and/or CNPJ, `taxDocumentRule`) when the step asks for
   * it; left out otherwise.
   */
  document?: TaxDocumentRule;
  /**
   * Pays; rejects when the payment failed (the caller has logged it): the form then shows the
   * spec's payment message, clears the CVV and moves focus to it. `details.document` is the
   * tax-invoice document as typed, when the form asks for it.
   */
  onPay: (choice: PaymentChoice, details: AccountPaymentDetails) => Promise<void>;
  /** True while the payment is under way (the caller's `usePaymentSubmit().paying`). */
  paying?: boolean;
  /**
   * Where the payment stands (the caller's `usePaymentSubmit().phase`): shown in a banner at
   * the bottom of the window while it is slow or its outcome is being confirmed.
   */
  phase?: PaymentPhase;
}

/** What the form collects besides the payment method. */
export interface AccountPaymentDetails {
  document?: string;
}

type CardValues = CardFieldValues & { document: string; method: string; installments: string };

const Form = styled('form', { width: '100%' });

const titles: Record<AccountPaymentKind, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'Pix',
  bankslip: 'Boleto',
};

/**
 * The payment part of the account screens (invoice, renewal, recovery, upgrade): one
 * expandable card per way of paying (card, Pix, boleto), the card fields of the payment step
 * (`CardFields`: installments, brand preselected from the number, name, number, 'MM/AA', CVV)
 * with the spec §5 messages, the tax-invoice document when the step asks for it, and the pay
 * button. Card data stays in this component's state and goes only to `onPay`; a failed attempt
 * keeps every field but the CVV. A slow payment, and one whose outcome is being confirmed after
 * no definitive answer, is explained in a banner (`PaymentProgress`); `onPay` settles only
 * once the outcome is known.
 */
export function AccountPaymentForm(props: AccountPaymentFormProps) {
  const { methods, installments, currency, document: documentRule } = props;
  // Mozambique's buyers pay in meticais and are offered no Elo (see cardBrandsFor).
  const area = currency === 'MT' ? 'MZ' : 'BR';
  const brands = useMemo(() => cardBrandsFor(area), [area]);
  const specs = useMemo<{ [K in keyof CardValues]?: FieldSpec<CardValues> }>(() => {
    const isCard = (values: CardValues) => values.method === 'credit-card';
    return {
      installments: {},
      ...cardFieldSpecs<CardValues>({ offered: brands, isCard }),
      ...(documentRule
        ? { document: { validate: documentRule.validate, format: documentRule.format } }
        : {}),
    };
  }, [brands, documentRule]);
  const longest = installments[installments.length - 1];
  const form = useFieldForm<CardValues>(
    {
      document: '',
      method: methods[0] ?? '',
      installments: longest ? String(longest.id) : '1',
      cardBrand: '',
      holderName: props.holderName ?? '',
      cardNumber: '',
      expiry: '',
      cvv: '',
    },
    specs,
  );
  const { values, setValue, bind } = form;

  const { cvvLength } = useCardFields(form, brands);

  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const failureMessage = useRef<HTMLDivElement | null>(null);
  // A failed payment puts the buyer on the message (announced and focused), not on a field.
  useEffect(() => {
    if (failure) failureMessage.current?.focus();
  }, [failure]);
  const firstToggle = useRef<HTMLDivElement | null>(null);
  const progressId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    const method = methods.find((kind) => kind === values.method);
    if (!method) {
      setFailure('Selecione uma forma de pagamento.');
      firstToggle.current?.querySelector('button')?.focus();
      return;
    }
    if (!form.validateAndFocus()) return;
    const brand = values.cardBrand;
    let choice: PaymentChoice;
    if (method !== 'credit-card') choice = { type: method };
    else if (isCardBrand(brand)) {
      choice = {
        type: 'credit-card',
        installments: Number(values.installments) || 1,
        card: {
          number: values.cardNumber,
          holderName: values.holderName,
          expiry: values.expiry,
          cvv: values.cvv,
          brand,
        },
      };
    } else return;
    setFailure(null);
    setWorking(true);
    try {
      await props.onPay(choice, documentRule ? { document: values.document } : {});
    } catch (error) {
      setFailure(paymentFailureMessage(error));
      if (method === 'credit-card') {
        setValue('cvv', '');
      }
    } finally {
      setWorking(false);
    }
  };

  const money = (value: number) => formatMoney(value, currency);
  const installmentOptions =
    installments.length > 1
      ? installments.map((option) => ({
          value: String(option.id),
          label: installmentLabel(option, currency),
        }))
      : undefined;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={props.label}>
      {props.children}
      <div ref={firstToggle} role="group" aria-label="Forma de pagamento">
        {methods.map((kind) => {
          const expanded = kind === values.method;
          const most = kind === 'credit-card' && longest && longest.id > 1 ? longest : undefined;
          return (
            <MethodCard
              key={kind}
              title={titles[kind]}
              summary={
                most
                  ? `Até ${upToInstallmentsLabel(most, currency)}`
                  : `${money(props.amount)} à vista`
              }
              expanded={expanded}
              onToggle={() => {
                setValue('method', expanded ? '' : kind);
                setFailure(null);
              }}
            >
              {!expanded ? null : kind === 'credit-card' ? (
                <CardFields
                  bind={(name) => bind(name)}
                  brands={brands}
                  installmentOptions={installmentOptions}
                  cvvLength={cvvLength}
                />
              ) : kind === 'pix' ? (
                <Text>
                  Pague {money(props.amount)} à vista com Pix: ao confirmar, você verá o QR Code e o
                  código copia e cola.
                </Text>
              ) : (
                <Text>
                  Pague {money(props.amount)} à vista com boleto. O boleto é registrado em até 2
                  horas.
                </Text>
              )}
            </MethodCard>
          );
        })}
      </div>
      {documentRule ? (
        <TextField
          label={documentRule.label}
          inputMode={documentRule.inputMode}
          autoComplete="off"
          {...bind('document')}
        />
      ) : null}
      <StatusMessage tone="error" focusRef={failureMessage}>
        {failure}
      </StatusMessage>
      <PaymentProgress phase={props.phase ?? 'idle'} id={progressId} />
      <Button type="submit" block busy={working || props.paying} aria-describedby={progressId}>
        {props.buttonLabel}
      </Button>
    </Form>
  );
}
