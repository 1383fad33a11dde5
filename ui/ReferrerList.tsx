import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from '@/ui/stitches.config';
import { Button } from '@/ui/Button';
import { StatusMessage } from '@/ui/StatusMessage';
import { FieldError } from '@/ui/TextField';

/** One answer of the referrer list. */
export interface ReferrerOption {
  value: string;
  label: string;
}

/** Props of `ReferrerList`. */
export interface ReferrerListProps {
  /** The question, e.g. 'Como você nos conheceu?'. */
  legend: string;
  options: readonly ReferrerOption[];
  /** Sends the chosen answer; resolves when it was saved, rejects when it failed. */
  onSubmit: (value: string) => Promise<void>;
  submitLabel?: string;
  /** Shown (in a live region) once the answer was saved. */
  thanksMessage: string;
  /** Shown (in a live region) when saving failed; the choice is kept. */
  errorMessage: string;
  /** Shown under the options when the buyer sends without choosing. */
  requiredMessage: string;
}

const Root = styled('div', { marginTop: '$5', '& > div:focus': { outline: 'none' } });

const Fieldset = styled('fieldset', {
  border: '1px solid $neutralMedium',
  borderRadius: '$md',
  padding: '$4 $5',
  margin: '0 0 $5',
});

const Legend = styled('legend', {
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
  padding: '0 $1',
});

const Options = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '$2',
  marginBottom: '$4',
});

const Option = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  padding: '0 $2',
  fontSize: '$sm',
  color: '$neutralHigh',
  cursor: 'pointer',
  borderRadius: '$sm',
  '&:focus-within': { outline: '3px solid $primaryPure', outlineOffset: '1px' },
  '& input': { width: '24px', height: '24px', margin: 0, accentColor: '$colors$primaryPure' },
});

/**
 * The post-purchase 'how did you find us' question (spec §2): a group of radio buttons and a
 * send button. Nothing is sent while the buyer moves between answers with the arrow keys;
 * the answer goes when they press the button. After it was saved the list gives way to the
 * thanks message.
 */
export function ReferrerList({
  legend,
  options,
  onSubmit,
  submitLabel = 'Enviar resposta',
  thanksMessage,
  errorMessage,
  requiredMessage,
}: ReferrerListProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [value, setValue] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'missing'>('idle');
  const thanksRef = useRef<HTMLDivElement>(null);

  // The send button disappears with the form: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (state === 'sent') thanksRef.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value === '') {
      setState('missing');
      return;
    }
    setState('sending');
    try {
      await onSubmit(value);
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <Root>
      <div ref={thanksRef} tabIndex={-1}>
        <StatusMessage tone="success">{state === 'sent' ? thanksMessage : null}</StatusMessage>
      </div>
      {state === 'sent' ? null : (
        <form onSubmit={submit} noValidate>
          <Fieldset aria-describedby={state === 'missing' ? errorId : undefined}>
            <Legend>{legend}</Legend>
            <Options>
              {options.map((option) => (
                <Option key={option.value}>
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => {
                      setValue(option.value);
                      if (state === 'missing') setState('idle');
                    }}
                  />
                  {option.label}
                </Option>
              ))}
            </Options>
            {state === 'missing' ? <FieldError id={errorId}>{requiredMessage}</FieldError> : null}
            <StatusMessage tone="error">{state === 'failed' ? errorMessage : null}</StatusMessage>
            <Button type="submit" variant="secondary" busy={state === 'sending'}>
              {submitLabel}
            </Button>
          </Fieldset>
        </form>
      )}
    </Root>
  );
}
