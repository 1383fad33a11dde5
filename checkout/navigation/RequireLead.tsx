import type { ReactNode } from 'react';
import { useRequireLead } from '@/checkout/navigation/useRequireLead';
import { useIsClient } from '@/checkout/payment/useIsClient';
import { readSession } from '@/checkout/sessionStore';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Waiting = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/**
 * Renders a step that needs a lead only once the lead is known (see `useRequireLead`); until
 * then, and while a buyer without one is sent to the flow's first step, a labelled spinner.
 * With `renderWhileChecking` the step itself is rendered on the server and while the lead is
 * read (a step whose first HTML should be complete, at its final size); a buyer without a lead
 * is still sent to the first step, and sees a spinner meanwhile.
 */
export function RequireLead({
  children,
  renderWhileChecking = false,
}: {
  children: ReactNode;
  renderWhileChecking?: boolean;
}) {
  const presence = useRequireLead();
  // Once hydrated (a step opened by client-side navigation), the session can be read at
  // once: a buyer without a lead never mounts the step, so it calls no API.
  const isClient = useIsClient();
  const lacksLead = isClient && !readSession('dataLead')?.leadId;
  if (presence === 'present' || (renderWhileChecking && presence === 'checking' && !lacksLead))
    return <>{children}</>;
  return (
    <Waiting>
      <Spinner label="Carregando" />
    </Waiting>
  );
}
