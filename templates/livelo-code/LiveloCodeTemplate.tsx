import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { sendLiveloCode, validateLiveloCode } from '@/checkout/livelo/liveloApi';
import { liveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { LiveloSessionMissing } from '@/checkout/livelo/LiveloSessionMissing';
import { useLiveloFailure } from '@/checkout/livelo/useLiveloFailure';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredLivelo } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { messages } from '@/lib/validation/messages';
import type { LiveloCodeProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { TextField } from '@/ui/TextField';

type CodeValues = { code: string };

/** Wrong codes the Livelo program accepts before locking (the sandbox's rule too). */
const maxAttempts = 3;

function secondsLeft(resendAt: number | undefined, now: number): number {
  return resendAt === undefined ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/**
 * The Livelo code step (/livelo/code): the buyer types the one-time code sent to the masked
 * phone or e-mail (a `one-time-code` input, so phones offer the SMS code), may ask for a new
 * code once the cooldown is over, and sees the attempts left after a wrong code; the last
 * wrong attempt goes to the `error` outcome ('code-locked'). The verified authorization goes
 * into `dataLivelo`.
 */
export function LiveloCodeTemplate({ props }: TemplateComponentProps<LiveloCodeProps>) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const fail = useLiveloFailure();
  const [stored, setStored] = useState<StoredLivelo | undefined>(() => readSession('dataLivelo'));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [wrong, setWrong] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const length = props.codeLength ?? 6;
  const specs = useMemo<{ code: FieldSpec<CodeValues> }>(
    () => ({
      code: {
        validate: (value) =>
          new RegExp(`^\\d{${length}}$`).test(value)
            ? undefined
            : `Digite o código de ${length} dígitos.`,
        format: (raw) => raw.replace(/\D/g, '').slice(0, length),
      },
    }),
    [length],
  );
  const form = useFieldForm<CodeValues>({ code: '' }, specs);

  const resendAt = stored?.resendAt;
  const wait = secondsLeft(resendAt, now);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  if (!stored) return <LiveloSessionMissing headingId="livelo-code-heading" />;

  async function failWith(cause: unknown, what: string) {
    const reason = liveloErrorReason(cause);
    logger.error(`LIVELO_CODE_FAILED: ${what}`, {
      error: cause,
      context: { stepId: page.step.id, reason },
    });
    if (!(reason && (await fail(reason)))) setFailure(messages.general.unexpected);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stored || busy || navigating) return;
    setFailure(undefined);
    setNotice(undefined);
    if (!form.validateAndFocus()) return;
    setBusy(true);
    try {
      const { authorization } = await validateLiveloCode({
        cpf: stored.cpf,
        code: form.values.code,
      });
      writeSession('dataLivelo', { ...stored, authorization });
      await goNext();
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'livelo_code_invalid') {
        const left = Math.max(1, maxAttempts - (wrong + 1));
        setWrong(wrong + 1);
        setFailure(
          `Código incorreto. Você tem mais ${left} ${left === 1 ? 'tentativa' : 'tentativas'}.`,
        );
        const input = document.getElementById('livelo-code');
        if (input instanceof HTMLInputElement) {
          input.focus();
          input.select();
        }
      } else {
        await failWith(cause, 'the Livelo code could not be checked');
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!stored?.device || wait > 0 || busy) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const sent = await sendLiveloCode({ cpf: stored.cpf, device: stored.device });
      const next = {
        ...stored,
        sentTo: sent.sentTo,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      };
      writeSession('dataLivelo', next);
      setStored(next);
      setNow(Date.now());
      setNotice(`Enviamos um novo código para ${sent.sentTo}.`);
    } catch (cause) {
      await failWith(cause, 'a new Livelo code could not be sent');
    } finally {
      setBusy(false);
    }
  }

  const sentTo = stored.sentTo ?? stored.account.maskedPhone;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="livelo-code-heading">
      <Heading id="livelo-code-heading">{props.heading ?? 'Digite o código'}</Heading>
      <Text>
        Enviamos um código de {length} dígitos para <strong>{sentTo}</strong>.
      </Text>
      <TextField
        {...form.bind('code')}
        id="livelo-code"
        label="Código de segurança"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <StatusMessage tone="info">{notice}</StatusMessage>
      <Button type="submit" block busy={busy || navigating}>
        Confirmar código
      </Button>
      <Button
        block
        variant="link"
        onClick={resend}
        disabled={wait > 0 || busy}
        aria-describedby={wait > 0 ? 'livelo-code-wait' : undefined}
      >
        Reenviar código
      </Button>
      {wait > 0 ? (
        <Text muted id="livelo-code-wait">
          Você pode pedir um novo código em {wait} s.
        </Text>
      ) : null}
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloCodeTemplate;
