import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateLead } from '@/checkout/api/checkoutApi';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { logger } from '@/platform/logger';
import { referrerIds, referrerLabels } from '@/checkout/success/referrerLabels';
import type { ReferrerId } from '@/schemas/generated/types';
import { ReferrerList } from '@/ui/ReferrerList';

/**
 * The post-purchase 'Como você nos conheceu?' list (spec §2) for the brand's referrer answers
 * (all of the enum when the brand names none). The answer is saved on the buyer's lead as
 * `referrer` with PATCH /api/v1/lead/{id} (Trilha's addition to the lead body of spec §7).
 * Without a lead on this device there is nothing to attach it to, so nothing shows.
 */
export function SuccessReferrer() {
  const { page } = useCheckout();
  const copy = useCopy();
  const leadId = useCheckoutSession((session) => session.leadId);
  const mutation = useMutation({
    mutationFn: ({ id, referrer }: { id: string; referrer: ReferrerId }) =>
      updateLead(id, { referrer }),
  });
  const { mutateAsync } = mutation;
  const submit = useCallback(
    async (answer: string) => {
      // The list offers referrer ids only; anything else is not an answer to save.
      const referrer = referrerIds.find((id) => id === answer);
      if (!leadId || referrer === undefined) return;
      try {
        await mutateAsync({ id: leadId, referrer });
      } catch (error) {
        logger.error('REFERRER_SAVE_FAILED: the referrer answer could not be saved', {
          error,
          context: { stepId: page.step.id },
        });
        throw error;
      }
    },
    [leadId, mutateAsync, page.step.id],
  );
  if (!leadId) return null;
  const ids = page.brand.referrers ?? referrerIds;
  return (
    <ReferrerList
      legend={copy.success.referrerQuestion}
      options={ids.map((id) => ({ value: id, label: referrerLabels[id] }))}
      onSubmit={submit}
      thanksMessage="Obrigado pela sua resposta!"
      errorMessage={copy.messages.general.unexpected}
      requiredMessage="Selecione uma opção."
    />
  );
}
