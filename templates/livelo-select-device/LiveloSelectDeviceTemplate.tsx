import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { keptText, useKeptChoice } from '@/checkout/draft/useStepDraft';
import { sendLiveloCode } from '@/checkout/livelo/liveloApi';
import type { LiveloDevice } from '@/checkout/livelo/liveloApi';
import { liveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { LiveloSessionMissing } from '@/checkout/livelo/LiveloSessionMissing';
import { useLiveloFailure } from '@/checkout/livelo/useLiveloFailure';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { LiveloSelectDeviceProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { RadioGroup } from '@/ui/RadioGroup';
import { StatusMessage } from '@/ui/StatusMessage';

const allDevices: readonly LiveloDevice[] = ['sms', 'email'];

/**
 * The Livelo device step (/livelo/select-device): the buyer chooses where the one-time code
 * goes, SMS to the account's masked phone or e-mail to its masked address; the code is sent
 * and the flow moves on to the code step. A code asked for within the cooldown moves on
 * too (the one sent before is still valid).
 */
export function LiveloSelectDeviceTemplate({
  props,
}: TemplateComponentProps<LiveloSelectDeviceProps>) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const fail = useLiveloFailure();
  const [stored] = useState(() => readSession('dataLivelo'));
  // A device chosen and not sent yet is the step's draft: a reload shows it as chosen.
  const [device, setDevice] = useKeptChoice<string>(
    'livelo-device',
    stored?.device ?? '',
    keptText,
  );
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const radio = useRef<HTMLInputElement | null>(null);
  if (!stored) return <LiveloSessionMissing headingId="livelo-device-heading" />;
  const account = stored.account;
  const devices = props.devices ?? allDevices;
  const destination = (item: LiveloDevice) =>
    item === 'sms' ? account.maskedPhone : account.maskedEmail;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stored || busy || navigating) return;
    setFailure(undefined);
    const chosen = devices.find((item) => item === device);
    if (!chosen) {
      setError('Escolha onde receber o código.');
      radio.current?.focus();
      return;
    }
    setBusy(true);
    try {
      let sentTo = destination(chosen);
      let resendAt = Date.now() + 30_000;
      try {
        const sent = await sendLiveloCode({ cpf: stored.cpf, device: chosen });
        sentTo = sent.sentTo;
        resendAt = Date.now() + sent.resendAfterSeconds * 1000;
      } catch (cause) {
        // Within the cooldown the code sent a moment ago is still the one to type.
        if (!(cause instanceof ApiError && cause.code === 'livelo_code_cooldown')) throw cause;
      }
      writeSession('dataLivelo', { ...stored, device: chosen, sentTo, resendAt });
      await goNext();
    } catch (cause) {
      const reason = liveloErrorReason(cause);
      logger.error('LIVELO_SEND_CODE_FAILED: the Livelo code could not be sent', {
        error: cause,
        context: { stepId: page.step.id, reason },
      });
      if (!(reason && (await fail(reason)))) setFailure(messages.general.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="livelo-device-heading">
      <Heading id="livelo-device-heading">
        {props.heading ?? 'Onde você quer receber o código?'}
      </Heading>
      <Text>Vamos enviar um código de segurança da Livelo para confirmar que a conta é sua.</Text>
      <RadioGroup
        label="Receber o código por"
        name="livelo-device"
        value={device}
        error={error}
        inputRef={(element) => {
          radio.current = element;
        }}
        options={devices.map((item) => ({
          value: item,
          label:
            item === 'sms'
              ? `SMS para ${account.maskedPhone}`
              : `E-mail para ${account.maskedEmail}`,
        }))}
        onChange={(event) => {
          setDevice(event.target.value);
          setError(undefined);
        }}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={busy || navigating}>
        Enviar código
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloSelectDeviceTemplate;
