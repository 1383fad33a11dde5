import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { styled } from '@/ui/stitches.config';

const Root = styled('label', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '$3',
  alignItems: 'start',
  padding: '$4',
  marginBottom: '$3',
  border: '1px solid $neutralPure',
  borderRadius: '$md',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  cursor: 'pointer',
  '&:focus-within': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
  '&:has(input:checked)': {
    borderColor: '$primaryPure',
    boxShadow: 'inset 0 0 0 1px $colors$primaryPure',
  },
  variants: {
    layout: {
      beside: {},
      // The input on its own row under the content: an offer, then 'Adicionar ao pedido'.
      below: { display: 'block' },
    },
    tone: {
      default: {},
      // The upsell styling: the secondary colour marks the chosen card (spec §2 upsell pages).
      upsell: {
        '&:has(input:checked)': {
          borderColor: '$secondaryHigh',
          backgroundColor: '$secondaryLow',
          boxShadow: 'inset 0 0 0 1px $colors$secondaryHigh',
        },
      },
    },
  },
  defaultVariants: { tone: 'default', layout: 'beside' },
});

const InputRow = styled('span', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginTop: '$3',
  padding: '$3',
  minHeight: '44px',
  boxSizing: 'border-box',
  borderRadius: '$sm',
  border: '1px dashed $primaryPure',
  backgroundColor: '$secondaryLow',
  color: '$neutralHigh',
});

const Input = styled('input', {
  width: '24px',
  height: '24px',
  margin: '2px 0 0',
  accentColor: '$primaryPure',
  cursor: 'pointer',
});

const Body = styled('span', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });

/** Props of `ChoiceCard`. */
export interface ChoiceCardProps {
  /** 'radio' for one choice among several, 'checkbox' for an add-on the buyer may take. */
  type: 'radio' | 'checkbox';
  /** The input's `name` (radios of one group share it). */
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The accessible name of the input: what the buyer chooses ('2 perfis', 'Adicionar ao pedido'). */
  label: ReactNode;
  /**
   * The input's accessible name when the visible label alone is ambiguous (several cards
   * reading 'Adicionar ao pedido'); must start with the visible label's text.
   */
  accessibleName?: string;
  /** Text read as the input's description (`aria-describedby`): prices, what is included. */
  description?: ReactNode;
  /** Put the input and its label on a row of their own under the content and description
   * (a checkbox under the offer it adds). */
  inputBelow?: boolean;
  /** `upsell` draws the chosen card in the upsell styling. */
  tone?: 'default' | 'upsell';
  /** Anything shown under the label that is not read as the input's name (image, title). */
  children?: ReactNode;
}

/**
 * A whole card that is one native radio button or checkbox: the full card is the click
 * target (at least 44 px high), focus is drawn around it, the chosen card is outlined, the
 * input is named by its label only and its details are read as its description.
 */
export function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  label,
  accessibleName,
  description,
  inputBelow = false,
  tone,
  children,
}: ChoiceCardProps) {
  const id = useId();
  const labelId = `choice-${id}-label`;
  const descriptionId = `choice-${id}-description`;
  const input = (
    <Input
      type={type}
      name={name}
      value={value}
      checked={checked}
      onChange={onChange}
      aria-label={accessibleName}
      aria-labelledby={accessibleName ? undefined : labelId}
      aria-describedby={description ? descriptionId : undefined}
    />
  );
  if (inputBelow) {
    return (
      <Root tone={tone} layout="below">
        <Body>
          {children}
          {description ? <span id={descriptionId}>{description}</span> : null}
        </Body>
        <InputRow>
          {input}
          <span id={labelId}>{label}</span>
        </InputRow>
      </Root>
    );
  }
  return (
    <Root tone={tone}>
      {input}
      <Body>
        {children}
        <span id={labelId}>{label}</span>
        {description ? <span id={descriptionId}>{description}</span> : null}
      </Body>
    </Root>
  );
}
