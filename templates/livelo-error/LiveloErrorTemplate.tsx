import { useState } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { liveloErrorReasons } from '@/checkout/livelo/liveloErrorReason';
import type { LiveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { LiveloErrorProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Actions = styled('div', { display: 'grid', gap: '$3' });

const copy: Record<LiveloErrorReason, { heading: string; text: string }> = {
  'insufficient-points': {
    heading: 'Saldo de pontos insuficiente',
    text: 'Seus pontos Livelo não são suficientes para esta compra. Você pode usar outro CPF ou pagar de outra forma.',
  },
  blocked: {
    heading: 'Conta Livelo bloqueada',
    text: 'Sua conta Livelo está bloqueada. Fale com a Livelo para desbloquear ou pague de outra forma.',
  },
  'code-locked': {
    heading: 'Muitas tentativas',
    text: 'O código foi digitado errado muitas vezes. Por segurança, tente de novo mais tarde ou pague de outra forma.',
  },
  unavailable: {
    heading: 'Livelo indisponível',
    text: 'Não conseguimos falar com a Livelo agora. Tente novamente em alguns minutos ou pague de outra forma.',
  },
};

/**
 * The Livelo error page (/livelo/error): why points cannot be used (the `liveloError` query:
 * insufficient points, blocked account, too many wrong codes, Livelo down; 'unavailable' when
 * absent), 'Tentar novamente' back to the step that failed (flows have no cycles, so this
 * is the browser's history) and 'Pagar de outra forma' to the next step (e.g. card payment).
 */
export function LiveloErrorTemplate({ props }: TemplateComponentProps<LiveloErrorProps>) {
  const { page } = useCheckout();
  const { goNext, navigating, next, back } = useStepNavigation();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const reason =
    liveloErrorReasons.find((item) => item === page.query.liveloError) ?? 'unavailable';
  const { heading, text } = copy[reason];

  async function payAnotherWay() {
    setFailure(undefined);
    try {
      await goNext();
    } catch (error) {
      logger.error('LIVELO_ERROR_NEXT_FAILED: could not leave the Livelo error step', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  }

  return (
    <section aria-labelledby="livelo-error-heading">
      <Heading id="livelo-error-heading">{props.heading ?? heading}</Heading>
      <Text>{text}</Text>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={back}>
          Tentar novamente
        </Button>
        {next ? (
          <Button block variant="secondary" busy={navigating} onClick={() => void payAnotherWay()}>
            {props.otherLabel ?? 'Pagar de outra forma'}
          </Button>
        ) : null}
      </Actions>
    </section>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloErrorTemplate;
