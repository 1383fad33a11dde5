import { keyframes, styled } from '@/ui/stitches.config';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
});

/** A spinning ring in the current text colour; `label` is announced to screen readers. */
export function Spinner({ size = 40, label = 'Carregando' }: { size?: number; label?: string }) {
  return (
    <Ring
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
}
