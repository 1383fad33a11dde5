import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { CopyText } from '@/templates/phone-verification/CopyText';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { useCopy } from '@/checkout/useCopy';
import { sendSmsCode, validateSmsCode } from '@/checkout/api/checkoutApi';
import { BrandLoadingIndicator } from '@/checkout/loading/BrandLoadingIndicator';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { formatCountdown } from '@/checkout/payment/formatCountdown';
import { maskPhone } from '@/templates/phone-verification/maskPhone';
import { smsFailure } from '@/templates/phone-verification/smsErrorMessage';
import { useResendCountdown } from '@/templates/phone-verification/useResendCountdown';
import { useStoredLead } from '@/templates/phone-verification/useStoredLead';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { PhoneVerificationProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';

const CodeBox = styled('div', {
  '& input': {
    fontSize: '$xl',
    letterSpacing: '0.4em',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginTop: '$4',
});

const Countdown = styled('p', { margin: 0, fontSize: '$sm', color: '$neutralHigh' });

const Phone = styled('strong', { whiteSpace: 'nowrap' });

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The phone-verification step (/phone-verification): sends an SMS code to the lead's phone as
 * it opens, shows where it went (masked), takes the code in one `one-time-code` field and
 * moves on once the backend accepts it. A new code unlocks after a countdown; the backend's
 * cap on wrong tries shows a clear message; 'Alterar número' leads back to the lead step.
 */
export function PhoneVerificationTemplate({
  props,
}: TemplateComponentProps<PhoneVerificationProps>) {
  const { page } = useCheckout();
  const copy = useCopy();
  const texts = copy.phoneVerification;
  const buyer = useCheckoutSession((session) => session.buyer);
  const contextLeadId = useCheckoutSession((session) => session.leadId);
  const { goNext, goToStep, back, navigating } = useStepNavigation();
  const stored = useStoredLead();
  const codeLength = props.codeLength ?? 6;
  const resendSeconds = props.resendAfterSeconds ?? 30;
  const leadId = contextLeadId ?? stored.lead?.leadId ?? null;
  const phone = buyer.phone || stored.lead?.phone || '';
  // Back on this step (Voltar from the next one) with the same number: no new SMS.
  const alreadyVerified =
    stored.lead?.verifiedPhone !== undefined && stored.lead.verifiedPhone === stored.lead.phone;

  const [sendState, setSendState] = useState<SendState>('idle');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const countdown = useResendCountdown(resendSeconds);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentOnOpen = useRef(false);

  const send = useMutation({
    mutationFn: (id: string) =>
      sendSmsCode(id, { productCode: page.productCode, business: page.business }),
  });
  const validate = useMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) =>
      validateSmsCode(id, { code: value, business: page.business, productCode: page.productCode }),
  });

  const { mutateAsync: sendAsync } = send;
  const { restart } = countdown;
  const requestCode = useCallback(
    async (id: string, resend: boolean) => {
      setFailure(undefined);
      setNotice(undefined);
      setSendState('sending');
      try {
        const answer = await sendAsync(id);
        const lead = readSession('dataLead');
        if (lead?.leadId === id) {
          writeSession('dataLead', {
            ...lead,
            smsSent: { phone: lead.phone, sentTo: answer.phone, at: Date.now() },
          });
        }
        setSentTo(answer.phone);
        setSendState('sent');
        setNeedsNewCode(false);
        setCode('');
        setCodeError(undefined);
        if (resend) setNotice(texts.resent);
        restart();
      } catch (error) {
        const meaning = smsFailure(error, copy);
        if (meaning.resendTooSoon) {
          // A code went out moments ago (a reload, a double tap): it is still valid.
          setSendState('sent');
          if (resend) setFailure(meaning.message);
          restart();
          return;
        }
        if (meaning.unexpected) {
          logger.error('SMS_SEND_FAILED: the SMS code could not be sent', {
            error,
            context: { stepId: page.step.id, productCode: page.productCode },
          });
        }
        setSendState('failed');
        setFailure(meaning.message);
      }
    },
    [sendAsync, restart, page.step.id, page.productCode, copy, texts.resent],
  );

  useEffect(() => {
    if (!stored.ready || !leadId || alreadyVerified || sentOnOpen.current) return;
    sentOnOpen.current = true;
    // A code sent to this number moments ago (the page was reloaded) is still on its way: show
    // it and the rest of the wait, instead of asking for another the backend would refuse.
    const sent = stored.lead?.smsSent;
    if (sent && sent.phone === stored.lead?.phone && Date.now() - sent.at < resendSeconds * 1000) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restores what the session held
      setSentTo(sent.sentTo);
      setSendState('sent');
      restart(sent.at);
      return;
    }
    void requestCode(leadId, false);
  }, [stored.ready, stored.lead, leadId, alreadyVerified, requestCode, resendSeconds, restart]);

  const changeStepId =
    props.changePhoneStepId ?? page.productFlow.steps.find((s) => s.templateId === 'lead')?.id;
  function changeNumber() {
    if (changeStepId) void goToStep(changeStepId);
    else back();
  }

  async function verify(value: string) {
    if (!leadId || validate.isPending || navigating) return;
    setFailure(undefined);
    setNotice(undefined);
    if (needsNewCode) {
      setCodeError(texts.tooManyAttempts);
      inputRef.current?.focus();
      return;
    }
    if (value.length !== codeLength) {
      setCodeError(fillCopy(texts.codeIncomplete, { length: String(codeLength) }));
      inputRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    try {
      await validate.mutateAsync({ id: leadId, value });
    } catch (error) {
      const meaning = smsFailure(error, copy);
      if (meaning.unexpected) {
        logger.error('SMS_VALIDATE_FAILED: the SMS code could not be checked', {
          error,
          context: { stepId: page.step.id, productCode: page.productCode },
        });
        setFailure(meaning.message);
        return;
      }
      setNeedsNewCode(meaning.needsNewCode);
      setCode('');
      setCodeError(meaning.message);
      inputRef.current?.focus();
      return;
    }
    setNotice(texts.verified);
    const lead = readSession('dataLead');
    if (lead?.leadId === leadId) writeSession('dataLead', { ...lead, verifiedPhone: lead.phone });
    await moveOn();
  }

  async function moveOn() {
    try {
      await goNext();
    } catch (error) {
      logger.error('PHONE_VERIFICATION_NEXT_STEP_FAILED: could not move on after the code', {
        error,
        context: { stepId: page.step.id },
      });
      setNotice(undefined);
      setFailure(copy.messages.general.unexpected);
    }
  }

  function onCodeChange(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    if (codeError) setCodeError(undefined);
    // A code typed in full, pasted or filled in by the phone is checked at once.
    if (digits.length === codeLength && digits !== code && !needsNewCode) void verify(digits);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  const heading = props.heading ?? texts.heading;

  if (stored.ready && !leadId) {
    return (
      <section aria-labelledby="phone-verification-heading">
        <Heading id="phone-verification-heading">{heading}</Heading>
        <StatusMessage tone="info">{texts.noLead}</StatusMessage>
        <Button block onClick={changeNumber} busy={navigating}>
          {texts.fillDetails}
        </Button>
      </section>
    );
  }

  const shownPhone = maskPhone(phone) || sentTo;

  if (alreadyVerified) {
    return (
      <section aria-labelledby="phone-verification-heading">
        <Heading id="phone-verification-heading">{heading}</Heading>
        <StatusMessage tone="success">{texts.verified}</StatusMessage>
        <Text>
          O número <Phone>{shownPhone}</Phone> já foi confirmado.
        </Text>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Button block onClick={() => void moveOn()} busy={navigating}>
          Continuar
        </Button>
        <Actions>
          <Button variant="link" onClick={changeNumber}>
            Alterar número
          </Button>
        </Actions>
      </section>
    );
  }

  const waiting = countdown.secondsLeft > 0;
  const announcement =
    sendState !== 'sent'
      ? ''
      : waiting
        ? fillCopy(texts.resendInSeconds, { seconds: String(resendSeconds) })
        : texts.resendReady;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="phone-verification-heading">
      <Heading id="phone-verification-heading">{heading}</Heading>
      {sendState === 'idle' || sendState === 'sending' ? (
        <BrandLoadingIndicator label={texts.sending} />
      ) : (
        <Text>
          <CopyText
            text={sendState === 'sent' ? texts.codeSent : texts.willSend}
            values={{
              length: String(codeLength),
              phone: <Phone>{shownPhone || texts.yourPhone}</Phone>,
            }}
          />
        </Text>
      )}
      <CodeBox>
        <TextField
          ref={inputRef}
          id="sms-code"
          label="Código de verificação"
          hint="O SMS pode levar até 1 minuto para chegar."
          value={code}
          onChange={onCodeChange}
          error={codeError}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={codeLength}
          enterKeyHint="done"
          spellCheck={false}
        />
      </CodeBox>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <StatusMessage tone="success">{notice}</StatusMessage>
      <Button type="submit" block busy={validate.isPending || navigating}>
        {props.buttonLabel ?? 'Confirmar código'}
      </Button>
      <Actions>
        <Button
          variant="link"
          onClick={() => leadId && void requestCode(leadId, true)}
          disabled={waiting || send.isPending || !leadId}
        >
          Reenviar código
        </Button>
        <Button variant="link" onClick={changeNumber}>
          Alterar número
        </Button>
      </Actions>
      {waiting ? (
        <Countdown>
          {fillCopy(texts.resendIn, { time: formatCountdown(countdown.secondsLeft * 1000) })}
        </Countdown>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default PhoneVerificationTemplate;
