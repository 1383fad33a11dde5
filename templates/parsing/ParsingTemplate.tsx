import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AccountNotice } from '@/checkout/account/AccountNotice';
import { getPaymentStatus } from '@/checkout/api/checkoutApi';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { ParsingProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Center = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/**
 * The processing screen (/parsing, issue 12): while a payment (the `paymentId` query) is being
 * confirmed, a spinner and a sentence; it asks GET /api/v2/payment/{paymentId} every
 * `pollIntervalSeconds` and moves to the next step once it is approved, marking the buyer's
 * stored purchase of that payment paid (the confirmation after it reads it). A declined, failed or
 * expired payment shows the spec's payment message and 'Tentar novamente' (back to the page that
 * paid); a payment still pending after `timeoutSeconds` says so and offers to check again.
 */
export function ParsingTemplate({ props }: TemplateComponentProps<ParsingProps>) {
  const { page } = useCheckout();
  const { goNext, back } = useStepNavigation();
  const paymentId = page.query.paymentId ?? '';
  const intervalMs = (props.pollIntervalSeconds ?? 3) * 1000;
  const timeoutMs = (props.timeoutSeconds ?? 120) * 1000;
  const [round, setRound] = useState(0);
  // The round whose time limit has passed (a new round starts with 'Verificar novamente').
  const [timedOutRound, setTimedOutRound] = useState(-1);
  const timedOut = timedOutRound === round;
  const moving = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOutRound(round), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, round]);

  const status = useQuery({
    queryKey: ['payment-status', paymentId, round],
    queryFn: () => getPaymentStatus(paymentId),
    enabled: paymentId !== '' && !timedOut,
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'pending' ? intervalMs : false,
    refetchIntervalInBackground: true,
    retry: 2,
  });
  const state = status.data?.status;
  const approved = state === 'approved';
  const refused = state === 'declined' || state === 'failed' || state === 'expired';

  useEffect(() => {
    if (!approved || moving.current) return;
    moving.current = true;
    const purchase = readSession('dataPurchase');
    if (purchase?.reference === paymentId && !purchase.paid) {
      // The purchase is paid now: the journey has a receipt (template.json outcome `next`).
      writeSession('dataPurchase', { ...purchase, paid: true });
    }
    goNext().catch((error: unknown) => {
      moving.current = false;
      logger.error('PARSING_NEXT_STEP_FAILED: could not move on after the payment was approved', {
        error,
        context: { stepId: page.step.id, paymentId },
      });
    });
  }, [approved, goNext, page.step.id, paymentId]);

  useEffect(() => {
    if (refused) {
      logger.warning('PARSING_PAYMENT_REFUSED', {
        context: { stepId: page.step.id, paymentId, status: state },
      });
    }
  }, [refused, page.step.id, paymentId, state]);

  const heading = props.heading ?? 'Estamos confirmando seu pagamento';
  if (paymentId === '') {
    return (
      <AccountNotice heading="Pagamento não encontrado" tone="problem">
        {messages.general.unexpected}
      </AccountNotice>
    );
  }
  if (refused) {
    return (
      <>
        <Heading>Pagamento não aprovado</Heading>
        <StatusMessage tone="error">{messages.general.paymentFailed}</StatusMessage>
        <Button block onClick={back}>
          Tentar novamente
        </Button>
      </>
    );
  }
  if (timedOut || (status.isError && !status.data)) {
    return (
      <>
        <Heading>{heading}</Heading>
        <StatusMessage tone="info">
          {status.isError
            ? messages.general.unexpected
            : 'Seu pagamento ainda está sendo confirmado. Isso pode levar alguns minutos; você também receberá a confirmação por e-mail.'}
        </StatusMessage>
        <Button block onClick={() => setRound((value) => value + 1)}>
          Verificar novamente
        </Button>
      </>
    );
  }
  return (
    <section aria-busy={!approved} aria-labelledby="parsing-heading">
      <Heading id="parsing-heading">{heading}</Heading>
      <Center>
        <Spinner label="Confirmando o pagamento" />
      </Center>
      <StatusMessage tone="info">
        {approved
          ? 'Pagamento aprovado! Levando você para a próxima etapa.'
          : 'Isso leva só alguns segundos. Não feche esta página.'}
      </StatusMessage>
    </section>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default ParsingTemplate;
