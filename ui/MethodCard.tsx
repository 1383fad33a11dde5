import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@/ui/stitches.config';

const Root = styled('section', {
  border: '1px solid $neutralMedium',
  borderRadius: '$md',
  backgroundColor: '$neutralLow',
  marginBottom: '$3',
  overflow: 'hidden',
  variants: {
    expanded: { true: { borderColor: '$primaryPure', borderWidth: '2px' } },
  },
});

const Title = styled('h2', { margin: 0, fontSize: '$md', fontWeight: '$semibold' });

const Toggle = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '100%',
  minHeight: '48px',
  padding: '$3 $4',
  color: '$neutralHigh',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '-3px' },
});

const Summary = styled('span', { display: 'block', fontSize: '$sm', color: '$neutralPure' });

const Chevron = styled('svg', {
  flex: '0 0 auto',
  width: '24px',
  height: '24px',
  transition: 'transform 0.15s ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  variants: { expanded: { true: { transform: 'rotate(180deg)' } } },
});

const Panel = styled('div', { padding: '0 $4 $4' });

/** Props of `MethodCard`. */
export interface MethodCardProps {
  /** The method's name, the toggle's accessible name (e.g. 'Cartão de crédito'). */
  title: string;
  /** A short line under the title (e.g. the price with this method). */
  summary?: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A payment-method card that expands and collapses (spec §4: "The payment-method card is
 * expanded or collapsed"), following the disclosure pattern: its heading holds a button with
 * `aria-expanded` that controls the panel; a collapsed panel is hidden from everyone.
 */
export function MethodCard({ title, summary, expanded, onToggle, children }: MethodCardProps) {
  const id = useId();
  const panelId = `method-${id}-panel`;
  return (
    <Root expanded={expanded}>
      <Title>
        <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <span>
            {title}
            {summary ? <Summary>{summary}</Summary> : null}
          </span>
          <Chevron aria-hidden viewBox="0 0 24 24" expanded={expanded}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </Chevron>
        </Toggle>
      </Title>
      <Panel id={panelId} hidden={!expanded}>
        {children}
      </Panel>
    </Root>
  );
}
