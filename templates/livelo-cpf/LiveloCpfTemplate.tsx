import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { updateLead } from '@/checkout/api/checkoutApi';
import { useCheckout } from '@/checkout/CheckoutContext';
import { formatCpf } from '@/checkout/format/formatCpf';
import { stripDocument } from '@/lib/validation/stripDocument';
import { getLiveloAccount } from '@/checkout/livelo/liveloApi';
import type { LiveloAccount } from '@/checkout/livelo/liveloApi';
import { liveloErrorReason } from '@/checkout/livelo/liveloErrorReason';
import { useLiveloFailure } from '@/checkout/livelo/useLiveloFailure';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { useFieldForm } from '@/checkout/useFieldForm';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { messages } from '@/lib/validation/messages';
import { validateCpf } from '@/lib/validation/validateCpf';
import type { LiveloCpfProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { TextField } from '@/ui/TextField';

type CpfValues = { cpf: string };

/** The CPF typed and not sent yet comes back after a reload. */
const keptCpfFields = ['cpf'] as const;

/**
 * The Livelo CPF step (/livelo/cpf): the buyer types the CPF of their Livelo account
 * ('Revise o CPF.' on a bad one, spec §5), the account's balance and price options for the
 * plan are fetched and kept in `dataLivelo`, the CPF goes onto the buyer's lead as its
 * `document` (PATCH /api/v1/lead/{id}: the Livelo account is the buyer's), and the flow moves
 * on. A blocked account or Livelo being down goes to the step's `error` outcome.
 */
export function LiveloCpfTemplate({ props }: TemplateComponentProps<LiveloCpfProps>) {
  const { page, readCheckoutSession } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const fail = useLiveloFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const specs = useMemo<{ cpf: FieldSpec<CpfValues> }>(
    () => ({ cpf: { validate: (value) => validateCpf(value), format: formatCpf } }),
    [],
  );
  const form = useFieldForm<CpfValues>({ cpf: readSession('dataLivelo')?.cpf ?? '' }, specs, {
    keep: keptCpfFields,
  });
  // `route=livelo-accrual` (spec §3) earns points unless the step says otherwise.
  const mode = props.mode ?? (page.query.route === 'livelo-accrual' ? 'livelo-accrual' : 'livelo');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || navigating) return;
    setFailure(undefined);
    if (!form.validateAndFocus()) return;
    setBusy(true);
    try {
      const planId = props.planId ?? page.query.oferta ?? readSession('defaultSelectedPlan');
      let account: LiveloAccount;
      try {
        account = await getLiveloAccount({
          cpf: form.values.cpf,
          productCode: page.productCode,
          ...(planId ? { planId } : {}),
        });
      } catch (error) {
        const reason = liveloErrorReason(error);
        logger.error('LIVELO_ACCOUNT_FAILED: the Livelo account could not be read', {
          error,
          context: { stepId: page.step.id, reason },
        });
        if (!(reason && (await fail(reason)))) setFailure(messages.general.unexpected);
        return;
      }
      writeSession('dataLivelo', { cpf: form.values.cpf, mode, account });
      try {
        const leadId = readCheckoutSession().leadId ?? readSession('dataLead')?.leadId;
        if (leadId) await updateLead(leadId, { document: stripDocument(form.values.cpf) });
        await goNext();
      } catch (error) {
        // Livelo answered: what failed is ours (the lead or the next page), not Livelo.
        logger.error(
          'LIVELO_CPF_NEXT_FAILED: the CPF could not be saved on the lead or the step could not go on',
          {
            error,
            context: { stepId: page.step.id },
          },
        );
        setFailure(messages.general.unexpected);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="livelo-cpf-heading">
      <Heading id="livelo-cpf-heading">{props.heading ?? 'Use seus pontos Livelo'}</Heading>
      <Text>
        {mode === 'livelo-accrual'
          ? 'Informe o CPF da sua conta Livelo para acumular pontos nesta compra.'
          : 'Informe o CPF da sua conta Livelo para pagar com pontos.'}
      </Text>
      <TextField
        {...form.bind('cpf')}
        id="livelo-cpf"
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={busy || navigating}>
        Continuar
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default LiveloCpfTemplate;
