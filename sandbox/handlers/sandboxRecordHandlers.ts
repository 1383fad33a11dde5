import { copySeededRecord } from '@/sandbox/accountRecordCopies';
import { contractRoute } from '@/sandbox/contractRoute';
import { approveReviewedPayment } from '@/sandbox/paymentReview';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import type { PaymentParams, SandboxAccountRecordCopyRequest } from '@/schemas/generated/apiTypes';

/**
 * Sandbox-only tools for tests that walk whole journeys (no real backend has them): a fresh copy
 * of a seeded account record to pay, and the acquirer's review approving a card payment it held.
 */
export const sandboxRecordHandlers: Route<SandboxContext>[] = [
  contractRoute<Record<string, never>, Record<string, never>, SandboxAccountRecordCopyRequest>(
    'sandboxCopyAccountRecord',
    ({ body }, context) => ({ status: 201, body: copySeededRecord(context, body) }),
  ),
  contractRoute<PaymentParams>('sandboxApproveReviewedPayment', ({ params }, context) => ({
    status: 200,
    body: approveReviewedPayment(context, params.paymentId),
  })),
];
