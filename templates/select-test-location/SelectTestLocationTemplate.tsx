import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { updateLead } from '@/checkout/api/checkoutApi';
import type { TestLocation } from '@/checkout/api/types';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { mergeSession, readSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { SelectTestLocationProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { ComboboxField } from '@/ui/ComboboxField';
import { StatusMessage } from '@/ui/StatusMessage';

/** The message when no city was picked from the list. */
export const chooseCityMessage = 'Selecione na lista a cidade onde você fará a prova.';

function keyOf(location: TestLocation): string {
  return `${location.state}:${location.city}`;
}

const noSubscription = () => () => undefined;
const readStoredKey = () => {
  const stored = readSession('dataForm')?.testLocation;
  return stored ? keyOf(stored) : '';
};

/**
 * The test-location step (/select-test-location, spec §2): the military-exam buyer searches
 * the step's cities (by name or UF, accents optional) and picks where they will sit the exam.
 * 'Continuar' saves the city with the lead (PATCH /api/v1/lead/{id}, `testLocation`) and in
 * session (`dataForm.testLocation`, so coming back shows it), then moves to the next step.
 * Without a lead on this device (a link straight to this step) the choice is kept in session
 * only. The spec names only the route; the searchable list is what exam sign-ups use.
 */
export function SelectTestLocationTemplate({
  props,
}: TemplateComponentProps<SelectTestLocationProps>) {
  const { page } = useCheckout();
  const leadId = useCheckoutSession((session) => session.leadId);
  const { goNext, navigating } = useStepNavigation();
  const storedKey = useSyncExternalStore(noSubscription, readStoredKey, () => '');
  const [picked, setPicked] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (input: { leadId: string; testLocation: TestLocation }) =>
      updateLead(input.leadId, { testLocation: input.testLocation }),
  });

  const options = useMemo(
    () =>
      props.cities.map((location) => ({
        value: keyOf(location),
        label: `${location.city} - ${location.state}`,
      })),
    [props.cities],
  );
  // What the buyer picked on this visit, else what they picked before (if still offered).
  const value = picked ?? (options.some((o) => o.value === storedKey) ? storedKey : '');
  const chosen = props.cities.find((location) => keyOf(location) === value);
  const error = touched && !chosen ? chooseCityMessage : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || navigating) return;
    setFailure(undefined);
    setTouched(true);
    if (!chosen) {
      inputRef.current?.focus();
      return;
    }
    const testLocation: TestLocation = { city: chosen.city, state: chosen.state };
    const lead = leadId ?? readSession('dataLead')?.leadId;
    try {
      if (lead) await mutation.mutateAsync({ leadId: lead, testLocation });
      else {
        logger.warning('TEST_LOCATION_WITHOUT_LEAD: no lead on this device; kept in session only', {
          context: { stepId: page.step.id },
        });
      }
    } catch (caught) {
      logger.error('TEST_LOCATION_SAVE_FAILED: the test location could not be saved', {
        error: caught,
        context: { productCode: page.productCode, stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
      return;
    }
    mergeSession('dataForm', { testLocation });
    try {
      await goNext();
    } catch (caught) {
      logger.error('TEST_LOCATION_NEXT_FAILED: could not move on from the test-location step', {
        error: caught,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="test-location-heading">
      <Heading id="test-location-heading">
        {props.heading ?? 'Onde você vai fazer a prova?'}
      </Heading>
      {props.text ? <Text>{props.text}</Text> : null}
      <ComboboxField
        ref={inputRef}
        id="test-location-city"
        label={props.fieldLabel ?? 'Cidade da prova'}
        hint="Digite o nome da cidade ou a UF e escolha na lista."
        options={options}
        value={value}
        onChange={(next) => setPicked(next)}
        onBlur={() => setTouched(true)}
        error={error}
        noResultsText="Nenhuma cidade encontrada. Confira a grafia ou busque pela UF."
        resultsText={(count) =>
          count === 1 ? '1 cidade encontrada' : `${count} cidades encontradas`
        }
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={mutation.isPending || navigating}>
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SelectTestLocationTemplate;
