import type { ReactNode } from 'react';
import { useRequireLead } from '@/checkout/navigation/useRequireLead';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Waiting = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/**
 * Renders a step that needs a lead only once the lead is known (see `useRequireLead`); until
 * then, and while a buyer without one is sent to the flow's first step, a labelled spinner.
 */
export function RequireLead({ children }: { children: ReactNode }) {
  const presence = useRequireLead();
  if (presence === 'present') return <>{children}</>;
  return (
    <Waiting>
      <Spinner label="Carregando" />
    </Waiting>
  );
}
