import { useState } from 'react';
import type { FormEvent } from 'react';
import type { GetServerSideProps } from 'next';
import { styled } from '@/ui/stitches.config';
import { benchPagesEnabled } from '@/renderer/phaseTimer';

/**
 * The hand-written lead page `npm run bench` compares the checkout with (issue 25): what a
 * developer would write for this one step with the same Next.js, React and Stitches and no
 * configuration, templates, flags or telemetry: three fields, a button, one POST. Its JavaScript,
 * throughput and typing latency are the baseline of each figure, measured in the same run.
 * A production server answers 404 here unless TRILHA_BENCH_PAGES=1 is set when it starts.
 */
interface HandWrittenLeadProps {
  business: string;
  productCode: string;
}

export const getServerSideProps: GetServerSideProps<HandWrittenLeadProps> = async () =>
  benchPagesEnabled() ? { props: { business: 'bench', productCode: 'MS' } } : { notFound: true };

const Form = styled('form', {
  display: 'grid',
  gap: '$2',
  maxWidth: 420,
  margin: '0 auto',
  padding: '$4',
});
const Label = styled('label', {
  display: 'grid',
  gap: '$1',
  fontSize: '$sm',
  color: '$neutralHigh',
});
const Input = styled('input', {
  height: 48,
  padding: '0 $2',
  border: '1px solid $neutralMedium',
  borderRadius: 8,
  fontSize: 16,
  '&:focus': { outline: '2px solid $primaryPure' },
});
const Button = styled('button', {
  height: 48,
  border: 0,
  borderRadius: 8,
  background: '$primaryPure',
  color: '$primaryLow',
  fontSize: 16,
  '&:disabled': { opacity: 0.6 },
});

export default function HandWrittenLeadPage({ business, productCode }: HandWrittenLeadProps) {
  const [lead, setLead] = useState({ name: '', email: '', phone: '' });
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const field = (name: keyof typeof lead) => ({
    name,
    value: lead[name],
    onChange: (event: { target: { value: string } }) =>
      setLead({ ...lead, [name]: event.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    const response = await fetch('/api/v1/lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lead, business, productCode }),
    }).catch(() => undefined);
    setState(response?.ok ? 'sent' : 'failed');
  };
  return (
    <main>
      <Form onSubmit={submit}>
        <h1>Seus dados</h1>
        <Label>
          Nome Completo
          <Input {...field('name')} autoComplete="name" required />
        </Label>
        <Label>
          E-mail
          <Input {...field('email')} type="email" autoComplete="email" required />
        </Label>
        <Label>
          Celular
          <Input {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" required />
        </Label>
        <Button type="submit" disabled={state === 'sending'}>
          Continuar
        </Button>
        {state === 'failed' && <p role="alert">Não foi possível enviar.</p>}
      </Form>
    </main>
  );
}
