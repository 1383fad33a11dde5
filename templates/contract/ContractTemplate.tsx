import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { isNotFound } from '@/checkout/api/ApiError';
import { generateContract, getContract } from '@/checkout/api/checkoutApi';
import type { Contract } from '@/checkout/api/types';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { ContractProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { CheckboxField } from '@/ui/CheckboxField';
import { StepLoading } from '@/ui/StepLoading';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const ContractText = styled('div', {
  maxHeight: '320px',
  overflowY: 'auto',
  padding: '$4',
  marginBottom: '$4',
  border: '1px solid $neutralMedium',
  borderRadius: '$sm',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  fontSize: '$sm',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  '&:focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
});

/**
 * The contract step (/contract): the lead's contract for the plan (the one generated earlier in
 * this session, kept by id in `dataContract`, else a newly generated one) in a scrollable region the keyboard can reach, and
 * 'Li e aceito…' to tick before going on to pay. Without a lead or plan, or when the contract
 * cannot be had, the general message of spec §8 shows and the buyer cannot go on.
 */
export function ContractTemplate({ props }: TemplateComponentProps<ContractProps>) {
  const { page } = useCheckout();
  const contextLeadId = useCheckoutSession((session) => session.leadId);
  const { goNext, navigating } = useStepNavigation();
  const leadId = contextLeadId ?? readSession('dataLead')?.leadId;
  const plans = useProductPlans();
  const plan = plans.data
    ? selectPlan(
        plans.data,
        props.planId ? { planId: props.planId } : { oferta: page.query.oferta },
      )
    : undefined;
  const contract = useQuery<Contract>({
    queryKey: ['contract', page.productCode, leadId, plan?.id],
    enabled: Boolean(leadId && plan),
    retry: false,
    queryFn: async () => {
      const lead = leadId ?? '';
      const planId = plan?.id ?? '';
      // The contract generated for this lead and plan earlier in the session (a reload) is read
      // again by its id; otherwise one is generated. Asking for "the lead's latest" first made a
      // 404 in the buyer's console on every first visit.
      const kept = readSession('dataContract');
      if (kept && kept.leadId === lead && kept.planId === planId) {
        try {
          return await getContract(page.productCode, { contractId: kept.contractId });
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      const generated = await generateContract(page.productCode, {
        leadId: lead,
        planId,
        business: page.business,
      });
      writeSession('dataContract', {
        contractId: generated.contractId,
        leadId: lead,
        planId,
      });
      return generated;
    },
  });
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const box = useRef<HTMLInputElement | null>(null);
  const unavailable = contract.isError || plans.isError || !leadId || (plans.isSuccess && !plan);
  const loadError = contract.error;
  const stepId = page.step.id;
  useEffect(() => {
    if (!loadError) return;
    logger.error('CONTRACT_LOAD_FAILED: the contract could not be loaded', {
      error: loadError,
      context: { stepId },
    });
  }, [loadError, stepId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!contract.data || navigating) return;
    setFailure(undefined);
    if (!accepted) {
      setError('Aceite o contrato para continuar.');
      box.current?.focus();
      return;
    }
    try {
      await goNext();
    } catch (cause) {
      logger.error('CONTRACT_NEXT_FAILED: could not move on from the contract step', {
        error: cause,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contract-heading">
      <Heading id="contract-heading">
        {props.heading ?? 'Contrato de prestação de serviços'}
      </Heading>
      {unavailable ? (
        <StatusMessage tone="error">{messages.general.unexpected}</StatusMessage>
      ) : !contract.data ? (
        <StepLoading label="Carregando o contrato" />
      ) : (
        <>
          <Text>Leia o contrato até o fim antes de aceitar.</Text>
          <ContractText role="region" aria-label="Texto do contrato" tabIndex={0}>
            {contract.data.text}
          </ContractText>
          <CheckboxField
            ref={box}
            label={props.acceptLabel ?? 'Li e aceito os termos do contrato'}
            checked={accepted}
            error={error}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) setError(undefined);
            }}
          />
          <StatusMessage tone="error">{failure}</StatusMessage>
          <Button type="submit" block busy={navigating}>
            Continuar
          </Button>
        </>
      )}
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default ContractTemplate;
