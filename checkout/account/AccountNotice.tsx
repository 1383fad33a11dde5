import type { ReactNode } from 'react';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StepLoading } from '@/ui/StepLoading';

/**
 * A full-step message of an account screen: an unknown or already-paid invoice, a purchase
 * already completed, a link that is missing its id. A heading, sentences, and an action.
 */
export function AccountNotice({
  heading,
  tone,
  children,
  action,
}: {
  heading: string;
  /** `done` shows the success icon (something already paid), `problem` no icon. */
  tone: 'done' | 'problem';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby="account-notice-heading">
      {tone === 'done' ? <SuccessIcon /> : null}
      <Heading id="account-notice-heading">{heading}</Heading>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      {action}
    </section>
  );
}

/**
 * The loading state of an account screen while its record is read (a step loading state: the
 * shell keeps its footer hidden meanwhile, so nothing jumps when the record arrives).
 */
export function AccountLoading({ heading, label }: { heading: string; label: string }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <StepLoading label={label} />
    </>
  );
}

/**
 * What a confirmation screen of an account payment shows while the backend has not confirmed
 * it yet (an invoice still open, a subscription not active yet): it says so, never that the
 * payment is confirmed, and offers to check again (the screen also checks by itself).
 */
export function AccountConfirming({
  checking,
  onCheck,
}: {
  /** True while the record is being read again. */
  checking: boolean;
  onCheck: () => void;
}) {
  return (
    // A step loading state for the shell (ui/StepLoading.tsx): the footer waits for the
    // confirmation, which is taller, instead of jumping down when it replaces this notice.
    <section
      aria-labelledby="account-confirming-heading"
      data-success-variant="confirming"
      data-step-loading=""
    >
      <Heading id="account-confirming-heading">Estamos confirmando o seu pagamento</Heading>
      <Text>
        Recebemos o seu pagamento e estamos aguardando a confirmação. Isso pode levar alguns
        minutos; você também receberá a confirmação por e-mail.
      </Text>
      <Button block variant="secondary" busy={checking} onClick={onCheck}>
        Verificar novamente
      </Button>
    </section>
  );
}
