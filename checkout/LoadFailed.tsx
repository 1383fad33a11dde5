import { messages } from '@/lib/validation/messages';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

/**
 * A step whose data could not be had (plans, an invoice, a subscription…): its heading, the
 * spec's general message and 'Tentar novamente', which asks again.
 */
export function LoadFailed({ heading, onRetry }: { heading: string; onRetry: () => void }) {
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
