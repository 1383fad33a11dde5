import {
  invoiceAnswer,
  recoveryAnswer,
  requireInvoice,
  requireRecovery,
  subscriptionAnswer,
  upgradeAnswer,
} from '@/sandbox/accountRecords';
import { HttpError } from '@/sandbox/httpError';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { requireSubscription } from '@/sandbox/subscriptionRecords';

function optionalQuery(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  if (value === undefined || value === '') return undefined;
  if (value.length > 80) {
    throw new HttpError(
      400,
      'invalid_query',
      `Query '${name}' must be at most 80 characters.`,
      name,
    );
  }
  return value;
}

/**
 * What the screens of a buyer who already has an account read before paying: an invoice, a
 * subscription (renewal, card verification), an upgrade quote and a purchase to recover.
 */
export const accountHandlers: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/v1/invoice/{id}',
    operationId: 'getInvoice',
    handle({ params }, context) {
      const row = requireInvoice(context, params.id ?? '');
      return { status: 200, body: invoiceAnswer(context, row) };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/subscription/{id}',
    operationId: 'getSubscription',
    handle({ params, query }, context) {
      const row = requireSubscription(context, params.id ?? '');
      return {
        status: 200,
        body: subscriptionAnswer(context, row, optionalQuery(query, 'planId')),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/subscription/{id}/upgrade',
    operationId: 'getUpgradeQuote',
    handle({ params, query }, context) {
      const row = requireSubscription(context, params.id ?? '');
      const planId = optionalQuery(query, 'planId');
      if (!planId) {
        throw new HttpError(
          400,
          'invalid_query',
          "Query 'planId' (the target plan) is required.",
          'planId',
        );
      }
      return { status: 200, body: upgradeAnswer(context, row, planId) };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/recovery/{id}',
    operationId: 'getRecovery',
    handle({ params }, context) {
      return {
        status: 200,
        body: recoveryAnswer(context, requireRecovery(context, params.id ?? '')),
      };
    },
  },
];
