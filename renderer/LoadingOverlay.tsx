import { useEffect, useState } from 'react';
import { styled } from '@/ui/stitches.config';
import { Spinner } from '@/ui/Spinner';

/** Spec §9 "Loader delay 200 ms": quick actions never flash the overlay. */
export const LOADER_DELAY_MS = 200;

const Overlay = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: 9999,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$secondaryPure',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: '$primaryPure',
    opacity: 0.8,
  },
  '& > *': { position: 'relative' },
});

/**
 * The loading overlay of spec §2: fixed, full screen, above everything, the primary colour
 * at 80% opacity with a spinner in the secondary colour; shown only once loading has lasted
 * `LOADER_DELAY_MS`.
 */
export function LoadingOverlay({ loading }: { loading: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!loading || !visible) return null;
  return (
    <Overlay data-testid="loading-overlay" role="status" aria-live="polite">
      <Spinner label="Carregando" />
    </Overlay>
  );
}
