import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { createPayment, updateLead } from '@/checkout/api/checkoutApi';
import type {
  PaymentMethod,
  PaymentRequest,
  PaymentResponse,
  PlanType,
} from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatCardNumber } from '@/checkout/format/formatCardNumber';
import { formatCep } from '@/checkout/format/formatCep';
import { formatExpiry } from '@/checkout/format/formatExpiry';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logger } from '@/checkout/logger';
import { AddressForm } from '@/checkout/payment/AddressForm';
import { addressValidators, emptyAddress, toLeadAddress } from '@/checkout/payment/addressFields';
import type {
  AddressFieldName,
  AddressValues,
  AddressVariant,
} from '@/checkout/payment/addressFields';
import { buildPaymentBody } from '@/checkout/payment/buildPaymentBody';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { CardFields } from '@/checkout/payment/CardFields';
import { installmentLabel } from '@/checkout/payment/installmentLabel';
import { paymentMethodOptions } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { mostInstallments, PlanSummary } from '@/checkout/payment/PlanSummary';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';
import { useFinishPayment } from '@/checkout/payment/useFinishPayment';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { cardCvvLength } from '@/checkout/validation/cardCvvLength';
import { isCardBrand } from '@/lib/card/cardBrand';
import { detectCardBrand } from '@/lib/card/detectCardBrand';
import { messages } from '@/checkout/validation/messages';
import { validateCardBrandChoice } from '@/checkout/validation/validateCardBrandChoice';
import { validateCardCvv } from '@/checkout/validation/validateCardCvv';
import { validateCardExpireDate } from '@/checkout/validation/validateCardExpireDate';
import { validateCardNumber } from '@/checkout/validation/validateCardNumber';
import { validateName } from '@/checkout/validation/validateName';
import type { DocumentType, PriceMode } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { MethodCard } from '@/ui/MethodCard';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';

/** What a payment step configures on the shared payment form. */
export interface PaymentFormProps {
  /** The step's heading. */
  heading: string;
  /** 'Passo X de Y', when the step shows one. */
  stepLabel?: string;
  /** The pay button's label ('Confirmar pagamento'). */
  buttonLabel: string;
  /** A plan the step charges (the upsell's); otherwise `oferta` or the product's plan ids. */
  planId?: string;
  /** The step's `paymentMethods` prop. */
  allowedMethods?: readonly PaymentMethod[];
  planTypes?: readonly PlanType[];
  priceMode?: PriceMode;
  /** The step's `installments` prop (off anyway for Mozambique). */
  installments?: { enabled?: boolean; max?: number };
  /** The step's `documentTypes` prop. */
  documentTypes?: readonly DocumentType[];
}

/** Every value of the payment form, as typed. Card data lives here and nowhere else. */
type PaymentValues = AddressValues & {
  /** Key of the chosen payment-method card ('' when none is open). */
  method: string;
  installments: string;
  cardBrand: string;
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  document: string;
};

type PaymentSpecs = { [K in keyof PaymentValues]?: FieldSpec<PaymentValues> };

const Form = styled('form', { width: '100%' });
const StepLabel = styled('p', { margin: '0 0 $2', fontSize: '$sm', color: '$neutralPure' });
const Loading = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

const chooseMethodMessage = 'Selecione uma forma de pagamento.';

function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/**
 * The payment form shared by the payment and upsell-payment templates (spec §2, issue 5
 * item 3): the plan summary, the billing address where asked, one expandable card per
 * payment method (card, Pix, boleto; Mozambique per brand config), the tax-invoice document
 * when the brand sends it, and 'Confirmar pagamento'.
 *
 * Paying: one Idempotency-Key per attempt and the button disabled while paying (see
 * `usePaymentSubmit`); on failure the spec's message is announced, every field is kept except
 * the CVV, which is cleared and takes focus so the buyer can type it again right away.
 * Card data stays in this component's state: never stored, logged or put in a URL.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { page, buyer, leadId, isMozambique } = useCheckout();
  const plans = useProductPlans({ planTypes: props.planTypes, priceMode: props.priceMode });
  const finishPayment = useFinishPayment();
  const { submit, paying } = usePaymentSubmit<PaymentRequest, PaymentResponse>(createPayment);

  const addressVariant: AddressVariant | undefined = isMozambique
    ? 'MZ'
    : page.hasAddressForm
      ? 'BR'
      : undefined;
  const documentRule = page.brand.sendsTaxInvoiceDocument
    ? taxDocumentRule(props.documentTypes)
    : undefined;
  const showInstallments = !isMozambique && props.installments?.enabled !== false;

  const plan = plans.data
    ? selectPlan(plans.data, { planId: props.planId, oferta: page.query.oferta })
    : undefined;
  // Pix is paid on the step the `pix` outcome leads to (QR code, copy, status): without one
  // the buyer could never see the code, so Pix is not offered.
  const flowHasPixStep = Boolean(page.step.nextStepIds.pix);
  const options = useMemo<PaymentMethodOption[]>(
    () =>
      plans.data
        ? paymentMethodOptions({
            product: plans.data,
            plan,
            allowed: props.allowedMethods,
            isMozambique,
            brand: page.brand,
            linkEnvironment: page.staging ? 'homolog' : page.environment,
          }).filter((option) => option.kind !== 'pix' || flowHasPixStep)
        : [],
    [
      plans.data,
      plan,
      props.allowedMethods,
      isMozambique,
      page.brand,
      page.staging,
      page.environment,
      flowHasPixStep,
    ],
  );

  const specs = useMemo<PaymentSpecs>(() => {
    const isCard = (values: PaymentValues) =>
      options.find((option) => option.key === values.method)?.kind === 'credit-card';
    const onCard =
      (rule: (value: string, values: PaymentValues) => string | undefined) =>
      (value: string, values: PaymentValues) => (isCard(values) ? rule(value, values) : undefined);
    const address: PaymentSpecs = {};
    if (addressVariant) {
      const rules = addressValidators(addressVariant);
      for (const name of Object.keys(rules) as AddressFieldName[]) {
        address[name] = { validate: rules[name] };
      }
      address.postalCode = { ...address.postalCode, format: formatCep };
    }
    return {
      ...address,
      installments: {},
      cardBrand: { validate: onCard((value) => validateCardBrandChoice(value)) },
      holderName: { validate: onCard((value) => validateName(value)) },
      cardNumber: {
        validate: onCard((value) => validateCardNumber(value)),
        format: formatCardNumber,
      },
      expiry: { validate: onCard((value) => validateCardExpireDate(value)), format: formatExpiry },
      cvv: {
        validate: onCard((value, values) =>
          validateCardCvv(
            value,
            cardCvvLength(isCardBrand(values.cardBrand) ? values.cardBrand : undefined),
          ),
        ),
        format: (raw) => digitsOnly(raw, 4),
      },
      ...(documentRule
        ? { document: { validate: documentRule.validate, format: documentRule.format } }
        : {}),
    };
  }, [options, addressVariant, documentRule]);

  const form = useFieldForm<PaymentValues>(
    {
      ...emptyAddress(addressVariant ?? 'BR'),
      method: '',
      installments: '',
      cardBrand: '',
      holderName: '',
      cardNumber: '',
      expiry: '',
      cvv: '',
      document: '',
    },
    specs,
  );
  const { values, setValue, bind } = form;

  const chosen = options.find((option) => option.key === values.method);
  const chosenPlan = chosen?.plan ?? plan;
  const installmentChoices = useMemo(() => {
    if (!chosenPlan) return [];
    const max = props.installments?.max;
    const all = chosenPlan.installments.filter((option) => max === undefined || option.id <= max);
    return all.length > 0 ? all : chosenPlan.installments.slice(0, 1);
  }, [chosenPlan, props.installments?.max]);

  // Open the first method once the plans arrive, and keep the installments on a valid choice
  // (the most installments by default, as the spec's '12x de R$95,00' copy shows).
  const firstKey = options[0]?.key;
  const [methodTouched, setMethodTouched] = useState(false);
  useEffect(() => {
    if (!methodTouched && firstKey && values.method === '') setValue('method', firstKey);
  }, [firstKey, methodTouched, values.method, setValue]);
  useEffect(() => {
    if (installmentChoices.some((option) => String(option.id) === values.installments)) return;
    const fallback = showInstallments
      ? installmentChoices[installmentChoices.length - 1]
      : (installmentChoices.find((option) => option.id === 1) ?? installmentChoices[0]);
    if (fallback) setValue('installments', String(fallback.id));
  }, [installmentChoices, showInstallments, values.installments, setValue]);

  // Preselect the brand the number belongs to (Elo ranges before Mastercard), only when the
  // detection changes, so a brand the buyer picked by hand stays picked.
  const lastDetected = useRef<string | undefined>(undefined);
  useEffect(() => {
    const detected = detectCardBrand(values.cardNumber);
    if (detected === lastDetected.current) return;
    lastDetected.current = detected;
    if (detected) setValue('cardBrand', detected);
  }, [values.cardNumber, setValue]);

  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const attempting = useRef(false);
  const cvvInput = useRef<HTMLInputElement | null>(null);
  const firstToggle = useRef<HTMLDivElement | null>(null);
  const savedAddress = useRef<string | null>(null);

  const saveAddress = useCallback(async (): Promise<boolean> => {
    if (!addressVariant) return true;
    const address = toLeadAddress(values);
    const serialized = JSON.stringify(address);
    if (savedAddress.current === serialized) return true;
    if (!leadId) {
      logger.warning('ADDRESS_NOT_SAVED: no lead id on the payment step; the address is not sent', {
        context: { stepId: page.step.id },
      });
      return true;
    }
    try {
      await updateLead(leadId, { address });
      savedAddress.current = serialized;
      return true;
    } catch (error) {
      logger.error('LEAD_ADDRESS_UPDATE_FAILED: PATCH lead address failed on the payment step', {
        error,
        context: { stepId: page.step.id, status: isApiError(error) ? error.status : undefined },
      });
      setFailure(messages.general.unexpected);
      return false;
    }
  }, [addressVariant, values, leadId, page.step.id]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempting.current) return;
    if (!chosen) {
      setFailure(chooseMethodMessage);
      firstToggle.current?.querySelector('button')?.focus();
      return;
    }
    if (!form.validateAndFocus()) return;

    attempting.current = true;
    setWorking(true);
    setFailure(null);
    try {
      if (!(await saveAddress())) return;
      const choice = paymentChoice(chosen, values);
      if (!choice) return;
      const body = buildPaymentBody({
        buyer,
        leadId,
        business: page.business,
        productCode: page.productCode,
        seller: page.seller,
        source: page.source,
        plan: chosen.plan,
        choice,
        ...(documentRule ? { document: values.document } : {}),
      });

      let response: PaymentResponse;
      try {
        response = await submit(body);
      } catch (error) {
        const details = {
          context: {
            stepId: page.step.id,
            method: chosen.kind,
            kind: isApiError(error) ? error.kind : 'unknown',
            status: isApiError(error) ? error.status : undefined,
            code: isApiError(error) ? error.code : undefined,
          },
        };
        // A declined card is the buyer's business; a fault on our side is reported.
        if (isApiError(error) && error.kind === 'client')
          logger.warning('PAYMENT_DECLINED', details);
        else logger.error('PAYMENT_FAILED', { ...details, error });
        setFailure(messages.general.paymentFailed);
        if (chosen.kind === 'credit-card') {
          setValue('cvv', '');
          cvvInput.current?.focus();
        }
        return;
      }
      await finishPayment(response, body.amount);
    } catch (error) {
      logger.error('PAYMENT_STEP_FAILED: the payment step could not go on', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    } finally {
      attempting.current = false;
      setWorking(false);
    }
  };

  if (plans.isPending) {
    return (
      <>
        <Heading>{props.heading}</Heading>
        <Loading>
          <Spinner label="Carregando o plano" />
        </Loading>
      </>
    );
  }

  if (plans.isError || !plan || options.length === 0) {
    return (
      <>
        <Heading>{props.heading}</Heading>
        <StatusMessage tone="error">{messages.general.unexpected}</StatusMessage>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          Tentar novamente
        </Button>
      </>
    );
  }

  const shownPlan = chosenPlan ?? plan;
  const currency = shownPlan.currency;
  const installmentOptions = showInstallments
    ? installmentChoices.map((option) => ({
        value: String(option.id),
        label: installmentLabel(option, currency),
      }))
    : undefined;
  const cvvLength = cardCvvLength(isCardBrand(values.cardBrand) ? values.cardBrand : undefined);
  const busy = paying || working;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={props.heading}>
      {props.stepLabel ? <StepLabel>{props.stepLabel}</StepLabel> : null}
      <Heading>{props.heading}</Heading>
      <PlanSummary
        plan={shownPlan}
        showInstallments={showInstallments}
        maxInstallments={props.installments?.max}
        productPlans={plans.data.plans}
      />

      {addressVariant ? <AddressForm variant={addressVariant} bind={(name) => bind(name)} /> : null}

      <div ref={firstToggle} role="group" aria-label="Forma de pagamento">
        {options.map((option) => {
          const expanded = option.key === values.method;
          return (
            <MethodCard
              key={option.key}
              title={option.title}
              summary={methodSummary(option, showInstallments, props.installments?.max)}
              expanded={expanded}
              onToggle={() => {
                setMethodTouched(true);
                setValue('method', expanded ? '' : option.key);
                if (failure === chooseMethodMessage) setFailure(null);
              }}
            >
              {/* Only the open card renders its fields: the two Mozambique cards share the card form. */}
              {!expanded ? null : option.kind === 'credit-card' ? (
                <CardFields
                  bind={(name) => bind(name)}
                  installmentOptions={installmentOptions}
                  cvvLength={cvvLength}
                  cvvRef={(element) => {
                    cvvInput.current = element;
                  }}
                />
              ) : option.kind === 'pix' ? (
                <Text>
                  Pague {formatMoney(option.plan.amount, option.plan.currency)} à vista com Pix: ao
                  confirmar, você verá o QR Code e o código copia e cola.
                </Text>
              ) : (
                <Text>
                  Pague {formatMoney(option.plan.amount, option.plan.currency)} à vista com boleto.
                  O boleto é registrado em até 2 horas e o acesso chega por e-mail em até 2 dias
                  após a confirmação do pagamento.
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

      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={busy}>
        {props.buttonLabel}
      </Button>
    </Form>
  );
}

/** The line under a method card's title: the most card installments, or the cash price. */
function methodSummary(
  option: PaymentMethodOption,
  showInstallments: boolean,
  max?: number,
): string {
  const { plan } = option;
  if (option.kind === 'credit-card' && showInstallments) {
    const most = mostInstallments(plan, max);
    if (most && most.id > 1) return `Até ${most.id}x de ${formatMoney(most.value, plan.currency)}`;
  }
  return `${formatMoney(plan.amount, plan.currency)} à vista`;
}

/**
 * The payment choice of the open method card; undefined for a card without a valid brand
 * (which form validation has already reported).
 */
function paymentChoice(
  option: PaymentMethodOption,
  values: PaymentValues,
): PaymentChoice | undefined {
  if (option.kind === 'pix' || option.kind === 'bankslip') return { type: option.kind };
  const brand = values.cardBrand;
  if (!isCardBrand(brand)) return undefined;
  return {
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
}
