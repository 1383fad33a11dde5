import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { keptText, useKeptChoice } from '@/checkout/draft/useStepDraft';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logger } from '@/platform/logger';
import { profileChoices, profilesLabel } from '@/checkout/multiProfile/profileChoices';
import type { ProfileChoice, ProfilePlan } from '@/checkout/multiProfile/profileChoices';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { readSession, removeSession, writeSession } from '@/checkout/sessionStore';
import { messages } from '@/lib/validation/messages';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { StepLoading } from '@/ui/StepLoading';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

/** What a multi-profile step configures (the main purchase's or the upsell's). */
export interface MultiProfileChooserProps {
  /** `upsell` draws the upsell styling and may offer to skip the offer. */
  variant: 'main' | 'upsell';
  heading: string;
  description: string;
  profilePlans: readonly ProfilePlan[];
  maxProfiles?: number;
  /** Image beside the choices, under `public/` (none when undefined). */
  thumbnail?: string;
  /** Show '+ R$X por mês' on the larger choices instead of their total. */
  monthlyDifference: boolean;
  buttonLabel: string;
  /** Label of the skip link, shown when the step has a `decline` outcome. */
  declineLabel?: string;
}

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  marginBottom: '$4',
});
const Thumbnail = styled('img', {
  width: '72px',
  height: '72px',
  flexShrink: 0,
  borderRadius: '$md',
  objectFit: 'cover',
});
const Fieldset = styled('fieldset', { border: 0, margin: '0 0 $4', padding: 0, minWidth: 0 });
const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$3',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});
const ChoiceTitle = styled('span', { fontSize: '$lg', fontWeight: '$bold' });
const ChoiceLine = styled('span', { display: 'block', fontSize: '$sm', color: '$neutralHigh' });
const SummaryTitle = styled('h2', { margin: '0 0 $2', fontSize: '$md', fontWeight: '$semibold' });
const Total = styled('p', {
  margin: '0 0 $1',
  fontSize: '$xl',
  fontWeight: '$bold',
  color: '$neutralHigh',
});
const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

function installmentsText(choice: ProfileChoice, money: (value: number) => string): string {
  return choice.installments
    ? `${choice.installments.id}x de ${money(choice.installments.value)}`
    : money(choice.total);
}

/**
 * The multi-profile choice (order-bump-presentation and its upsell variant): one card per
 * number of profiles with its price per profile and its total (or its monthly difference to
 * the smallest choice), a summary that follows the choice, and a button that keeps the
 * choice in `PURCHASED_PROFILES_AMOUNT` and `PURCHASED_PLAN` and moves on; the payment step
 * that follows charges that plan. The smallest choice is preselected, or the buyer's earlier
 * choice when they come back.
 */
export function MultiProfileChooser(props: MultiProfileChooserProps) {
  const { page } = useCheckout();
  const { goNext, navigating } = useStepNavigation();
  const plans = useProductPlans();
  // Read once on the client: the choices only render once the plans have arrived, after mount.
  // A choice not sent yet is the step's draft: a reload shows it as chosen.
  const [chosenText, setChosenText] = useKeptChoice<string>(
    'profiles',
    () => String(readSession('PURCHASED_PROFILES_AMOUNT') ?? ''),
    keptText,
  );
  const chosen = chosenText === '' ? undefined : Number(chosenText);
  const [failure, setFailure] = useState<string | null>(null);

  const choices = useMemo(
    () => (plans.data ? profileChoices(plans.data, props.profilePlans, props.maxProfiles) : []),
    [plans.data, props.profilePlans, props.maxProfiles],
  );
  const choice =
    choices.find((entry) => entry.profiles === chosen) ??
    choices.find((entry) => entry.profiles === 1) ??
    choices[0];

  // A plan the product call does not answer is not offered: say so to whoever runs the product.
  const offered = choices.length;
  useEffect(() => {
    if (!plans.data) return;
    const planIds = props.profilePlans.map((entry) => entry.planId);
    const context = { stepId: page.step.id, productCode: page.productCode, planIds };
    if (offered === 0)
      logger.error('MULTI_PROFILE_NO_PLANS: no profile plan of the step is a plan of the product', {
        context,
      });
    else if (offered < props.profilePlans.length && props.maxProfiles === undefined)
      logger.warning(
        'MULTI_PROFILE_PLAN_MISSING: some profile plans are not plans of the product',
        {
          context,
        },
      );
  }, [plans.data, offered, page.step.id, page.productCode, props.profilePlans, props.maxProfiles]);

  const hasDecline = Boolean(page.step.nextStepIds.decline);
  const tone = props.variant === 'upsell' ? 'upsell' : 'default';

  const header = (
    <Header>
      {props.thumbnail ? <Thumbnail src={props.thumbnail} alt="" width={72} height={72} /> : null}
      <Heading css={{ marginBottom: 0 }}>{props.heading}</Heading>
    </Header>
  );

  if (plans.isPending) {
    return (
      <>
        {header}
        <StepLoading label="Carregando os planos" />
      </>
    );
  }

  if (plans.isError || !choice) {
    return (
      <>
        {header}
        <StatusMessage tone="error">{messages.general.unexpected}</StatusMessage>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          Tentar novamente
        </Button>
      </>
    );
  }

  const money = (value: number) => formatMoney(value, choice.plan.currency);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    writeSession('PURCHASED_PROFILES_AMOUNT', choice.profiles);
    writeSession('PURCHASED_PLAN', choice.plan.id);
    try {
      await goNext();
    } catch (error) {
      logger.error('MULTI_PROFILE_NEXT_FAILED: could not move on from the multi-profile step', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  };

  const onDecline = async () => {
    removeSession('PURCHASED_PROFILES_AMOUNT');
    removeSession('PURCHASED_PLAN');
    try {
      await goNext({ outcome: 'decline' });
    } catch (error) {
      logger.error('MULTI_PROFILE_DECLINE_FAILED: could not skip the multi-profile offer', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={props.heading}>
      {header}
      <Text>{props.description}</Text>
      <Fieldset>
        <Legend>Quantos perfis?</Legend>
        {choices.map((entry) => {
          const perProfile = entry.perProfileInstallment
            ? `${entry.installments?.id}x de ${money(entry.perProfileInstallment)} por perfil`
            : `${money(entry.perProfile)} por perfil`;
          const second =
            props.monthlyDifference && entry.monthlyDifference !== undefined
              ? `+ ${money(entry.monthlyDifference)} por mês em relação a ${profilesLabel(choices[0]!.profiles)}`
              : `Total: ${installmentsText(entry, money)}`;
          return (
            <ChoiceCard
              key={entry.profiles}
              type="radio"
              name="profiles"
              value={String(entry.profiles)}
              checked={entry.profiles === choice.profiles}
              onChange={() => setChosenText(String(entry.profiles))}
              tone={tone}
              label={<ChoiceTitle>{profilesLabel(entry.profiles)}</ChoiceTitle>}
              description={
                <>
                  <ChoiceLine>{perProfile}</ChoiceLine>
                  <ChoiceLine>{second}</ChoiceLine>
                </>
              }
            />
          );
        })}
      </Fieldset>

      <Card aria-label="Resumo da escolha">
        <div aria-live="polite" aria-atomic="true">
          <SummaryTitle>Sua escolha: {profilesLabel(choice.profiles)}</SummaryTitle>
          <Text muted>{choice.plan.name}</Text>
          <Total>Total: {installmentsText(choice, money)}</Total>
          {choice.installments ? <Text muted>ou {money(choice.total)} à vista</Text> : null}
          {choice.profiles > 1 ? (
            <Text muted css={{ marginBottom: 0 }}>
              {money(choice.perProfile)} por perfil
            </Text>
          ) : null}
        </div>
      </Card>

      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button type="submit" block busy={navigating}>
          {props.buttonLabel}
        </Button>
        {props.variant === 'upsell' && hasDecline ? (
          <Button variant="link" onClick={() => void onDecline()} disabled={navigating}>
            {props.declineLabel ?? 'Não, obrigado'}
          </Button>
        ) : null}
      </Actions>
    </form>
  );
}
