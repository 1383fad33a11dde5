import { messages } from '@/checkout/validation/messages';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

/** The payment step when its plans could not be had: the spec's general message and a retry. */
export function PlansUnavailable({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <StatusMessage tone="error">{messages.general.unexpected}</StatusMessage>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </>
  );
}
