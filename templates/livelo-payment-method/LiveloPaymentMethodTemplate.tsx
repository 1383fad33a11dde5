import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatLiveloPoints } from '@/checkout/format/formatLiveloPrice';
import type { LiveloPaymentType } from '@/checkout/livelo/liveloApi';
import { keptText, useKeptChoice } from '@/checkout/draft/useStepDraft';
import { LiveloSessionMissing } from '@/checkout/livelo/LiveloSessionMissing';
import { liveloOptionPrice, liveloOptionTitle } from '@/checkout/livelo/liveloOptionLabel';
import { useLiveloFailure } from '@/checkout/livelo/useLiveloFailure';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { LiveloPaymentMethodProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { RadioGroup } from '@/ui/RadioGroup';
import { StatusMessage } from '@/ui/StatusMessage';

const allTypes: readonly LiveloPaymentType[] = ['points', 'mixed', 'cash'];

/**
 * The Livelo payment-method step (/livelo/payment-method): the balance, and the ways to pay
 * the plan (points, mixed, cash) priced as '{points} pontos + R${cash}' (spec §2). Options the
 * balance does not cover are listed apart as unavailable; the chosen type goes into
 * `dataLivelo`. When no option with points is covered (and the mode pays with points), the
 * flow goes to its `error` outcome with 'insufficient-points'.
 */
export function LiveloPaymentMethodTemplate({
  props,
}: TemplateComponentProps<LiveloPaymentMethodProps>) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const fail = useLiveloFailure();
  const [stored] = useState(() => readSession('dataLivelo'));
  // An option chosen and not sent yet is the step's draft: a reload shows it as chosen.
  const [choice, setChoice] = useKeptChoice<string>('livelo-method', stored?.type ?? '', keptText);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const radio = useRef<HTMLInputElement | null>(null);
  if (!stored) return <LiveloSessionMissing headingId="livelo-method-heading" />;

  const allowed = stored.mode === 'livelo-accrual' ? ['cash'] : (props.allowed ?? allTypes);
  const offered = allowed.flatMap((type) =>
    stored.account.options.filter((option) => option.type === type),
  );
  const available = offered.filter((option) => option.available);
  const unavailable = offered.filter((option) => !option.available);
  const pointsCovered = available.some((option) => option.amountPoints > 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stored || navigating) return;
    setFailure(undefined);
    const type = available.find((option) => option.type === choice)?.type;
    if (!type) {
      setError('Escolha como você quer pagar.');
      radio.current?.focus();
      return;
    }
    writeSession('dataLivelo', { ...stored, type });
    try {
      await goNext();
    } catch (cause) {
      logger.error('LIVELO_METHOD_NEXT_FAILED: could not move on from the Livelo method step', {
        error: cause,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  }

  async function insufficient() {
    if (!(await fail('insufficient-points'))) setFailure(messages.general.unexpected);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="livelo-method-heading">
      <Heading id="livelo-method-heading">{props.heading ?? 'Como você quer pagar?'}</Heading>
      <Text data-livelo-balance="">
        Seu saldo Livelo: <strong>{formatLiveloPoints(stored.account.balance)}</strong>
      </Text>
      {available.length > 0 ? (
        <RadioGroup
          label="Forma de pagamento Livelo"
          name="livelo-method"
          value={choice}
          error={error}
          inputRef={(element) => {
            radio.current = element;
          }}
          options={available.map((option) => ({
            value: option.type,
            label: (
              <span>
                {liveloOptionTitle(option.type)}: <strong>{liveloOptionPrice(option)}</strong>
              </span>
            ),
          }))}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        />
      ) : null}
      {unavailable.length > 0 ? (
        <>
          <Text muted>Saldo insuficiente para:</Text>
          <ul>
            {unavailable.map((option) => (
              <li key={option.type}>
                <Text muted as="span">
                  {liveloOptionTitle(option.type)}: {liveloOptionPrice(option)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      {stored.mode === 'livelo' && !pointsCovered ? (
        <Button block onClick={insufficient} busy={navigating}>
          Ver outras opções
        </Button>
      ) : (
        <Button type="submit" block busy={navigating}>
          Continuar
        </Button>
      )}
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloPaymentMethodTemplate;
