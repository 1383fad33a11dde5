import type {
  InvoiceParams,
  RecoveryParams,
  SubscriptionParams,
  SubscriptionQuery,
  UpgradeQuery,
} from '@/schemas/generated/apiTypes';
import {
  invoiceAnswer,
  recoveryAnswer,
  requireInvoice,
  requireRecovery,
  subscriptionAnswer,
  upgradeAnswer,
} from '@/sandbox/accountRecords';
import { contractRoute } from '@/sandbox/contractRoute';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { requireSubscription } from '@/sandbox/subscriptionRecords';

/**
 * What the screens of a buyer who already has an account read before paying: an invoice, a
 * subscription (renewal, card verification), an upgrade quote and a purchase to recover.
 */
export const accountHandlers: Route<SandboxContext>[] = [
  contractRoute<InvoiceParams>('getInvoice', ({ params }, context) => {
    const row = requireInvoice(context, params.id);
    return { status: 200, body: invoiceAnswer(context, row) };
  }),
  contractRoute<SubscriptionParams, SubscriptionQuery>(
    'getSubscription',
    ({ params, query }, context) => {
      const row = requireSubscription(context, params.id);
      return { status: 200, body: subscriptionAnswer(context, row, query.planId) };
    },
  ),
  contractRoute<SubscriptionParams, UpgradeQuery>(
    'getUpgradeQuote',
    ({ params, query }, context) => {
      const row = requireSubscription(context, params.id);
      return { status: 200, body: upgradeAnswer(context, row, query.planId) };
    },
  ),
  contractRoute<RecoveryParams>('getRecovery', ({ params }, context) => {
    return { status: 200, body: recoveryAnswer(context, requireRecovery(context, params.id)) };
  }),
];
