import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { pageLanguage } from '@/checkout/copy/pageLanguage';
import { copyOfPage } from '@/checkout/copy/copyOfPage';
import { inLanguage } from '@/checkout/copy/fieldMessage';
import { normalizeName } from '@/checkout/format/normalizeName';
import { schoolChosenInFlow } from '@/checkout/franchise/schoolScope';
import { countryFromPhone } from '@/templates/lead/countryFromPhone';
import { phoneCountries } from '@/templates/lead/phoneCountries';
import { OrderSummary } from '@/templates/lead/OrderSummary';
import { LeadIncompleteError } from '@/templates/lead/leadIncompleteError';
import type { SaveLeadInput } from '@/templates/lead/saveLead';
import { useFormEngagement } from '@/checkout/useFormEngagement';
import { lazyModule } from '@/lib/lazyModule';
import { switchPhoneCountry } from '@/templates/lead/switchPhoneCountry';
import { usePhoneCountry } from '@/templates/lead/usePhoneCountry';
import { logger } from '@/platform/logger';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { startLeadJourney } from '@/checkout/journey/journeyFacts';
import type { StoredLead } from '@/checkout/sessionStore';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { validateEmail } from '@/lib/validation/validateEmail';
import { validateName } from '@/lib/validation/validateName';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { LeadProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { PhoneField } from '@/ui/PhoneField';
import { StatusMessage } from '@/ui/StatusMessage';
import { TextField } from '@/ui/TextField';

// Saving the lead (the API client and axios) is only needed once the buyer presses
// 'Continuar': it loads when the buyer starts on the form, not with the page (issue 25).
const loadSaveLead = lazyModule(() => import('@/templates/lead/saveLead'));
const preloadSaveLead = () => void loadSaveLead().catch(() => undefined);

type LeadValues = { name: string; email: string; phone: string };

/** Every field of the lead form is kept across a reload until the lead is sent. */
const keptLeadFields = ['name', 'email', 'phone'] as const;

/**
 * The lead step (/lead, spec §2): Nome Completo, E-mail and Celular ('Telemóvel' in pt-MZ, see
 * checkout/copy) with a country flag selector, and 'Continuar'. Creates or updates the lead, stores `dataLead` and `dataForm`,
 * sets the buyer and lead id in the checkout context and moves to the next step. A franchise
 * unit chosen on an earlier select-school step of the flow goes onto the lead as
 * `relationAccount`. A failed call shows the general message of spec §8 and keeps what the
 * buyer typed. A compact order
 * summary (product, plan, price) shows what is being bought from this first step on.
 */
export function LeadTemplate({ props }: TemplateComponentProps<LeadProps>) {
  const { page, setBuyer, setLeadId } = useCheckout();
  const buyer = useCheckoutSession((session) => session.buyer);
  const { goNext, navigating } = useStepNavigation();
  const language = pageLanguage(page);
  const copy = copyOfPage(page);
  const phone = usePhoneCountry(language, copy);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const { validate: validatePhoneValue, format: formatPhone } = phone;
  const specs = useMemo<{ [K in keyof LeadValues]: FieldSpec<LeadValues> }>(
    () => ({
      name: { validate: inLanguage(copy, 'name', (value: string) => validateName(value)) },
      email: {
        validate: inLanguage(copy, 'email', (value: string) => validateEmail(value)),
        format: (raw) => raw.replace(/\s/g, ''),
      },
      phone: { validate: (value) => validatePhoneValue(value), format: formatPhone },
    }),
    [copy, validatePhoneValue, formatPhone],
  );
  const setCountry = phone.setCountry;
  const form = useFieldForm<LeadValues>(
    { name: '', email: '', phone: phone.emptyValue(phone.defaultCountry) },
    specs,
    {
      // What the buyer typed and has not sent yet comes back after a reload, with its flag.
      keep: keptLeadFields,
      onRestore: (restored) => {
        if (restored.phone) setCountry(countryFromPhone(restored.phone, phone.defaultCountry));
      },
    },
  );

  // The buyer is restored from session storage after the first mount: fill the form with it
  // once, unless the buyer has started typing, so going back to this step loses nothing.
  const prefilled = useRef(false);
  const { values, setValues } = form;
  useEffect(() => {
    if (prefilled.current || (!buyer.name && !buyer.email && !buyer.phone)) return;
    prefilled.current = true;
    if (values.name || values.email || values.phone.trim().replace(/^\+\d*$/, '')) return;
    setValues({ name: buyer.name, email: buyer.email, phone: buyer.phone || values.phone });
    if (buyer.phone) setCountry(countryFromPhone(buyer.phone, phone.defaultCountry));
  }, [buyer, values, setValues, setCountry, phone.defaultCountry]);

  const mutation = useMutation({
    mutationFn: async (input: SaveLeadInput) => (await loadSaveLead()).saveLead(input),
  });
  const { engage } = useFormEngagement(preloadSaveLead);

  const sendPlanType = props.sendPlanType ?? page.brand.lead?.sendPlanType ?? false;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || navigating) return;
    setFailure(undefined);
    if (!form.validateAndFocus()) return;
    const contact = {
      name: normalizeName(form.values.name),
      email: form.values.email.trim(),
      phone: form.values.phone.trim(),
    };
    const school = schoolChosenInFlow(page, readSession('selectedSchool'));
    let lead: StoredLead;
    try {
      lead = await mutation.mutateAsync({
        ...contact,
        business: page.business,
        productCode: page.productCode,
        seller: page.seller,
        source: page.source,
        planType: sendPlanType ? props.planType : undefined,
        relationAccount: school?.unitId,
        stored: readSession('dataLead'),
      });
    } catch (error) {
      // A lead created without its unit is kept: trying again updates it.
      if (error instanceof LeadIncompleteError) writeSession('dataLead', error.lead);
      logger.error('LEAD_SAVE_FAILED: the lead could not be saved', {
        error,
        context: { productCode: page.productCode, stepId: page.step.id },
      });
      setFailure(copy.messages.general.unexpected);
      return;
    }
    writeSession('dataLead', lead);
    startLeadJourney(lead.leadId);
    setBuyer(contact);
    setLeadId(lead.leadId);
    try {
      await goNext();
    } catch (error) {
      logger.error('LEAD_NEXT_STEP_FAILED: could not move on from the lead step', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(copy.messages.general.unexpected);
    }
  }

  return (
    <form
      onSubmit={submit}
      onFocus={engage}
      onPointerDown={engage}
      noValidate
      aria-labelledby="lead-heading"
    >
      <Heading id="lead-heading">{props.heading ?? copy.lead.heading}</Heading>
      <OrderSummary />
      <TextField
        {...form.bind('name')}
        id="lead-name"
        label="Nome Completo"
        autoComplete="name"
        autoCapitalize="words"
      />
      <TextField
        {...form.bind('email')}
        id="lead-email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PhoneField
        {...form.bind('phone')}
        id="lead-phone"
        label={copy.lead.phoneLabel}
        countryLabel={copy.lead.phoneCountryLabel}
        countries={phoneCountries}
        country={phone.country}
        onCountryChange={(iso) => {
          form.setValue('phone', switchPhoneCountry(form.values.phone, phone.country, iso));
          phone.setCountry(iso);
        }}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={mutation.isPending || navigating}>
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LeadTemplate;
