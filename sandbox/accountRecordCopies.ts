import { randomBytes } from 'node:crypto';
import {
  accountSeed,
  seedProduct,
  seededSubscriptions,
  writeSeedInvoice,
  writeSeedRecovery,
  writeSeedSubscription,
} from '@/sandbox/accountRecords';
import { unprocessable } from '@/lib/http/httpError';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** What `copySeededRecord` is asked for (the body of POST /api/sandbox/account-records). */
export interface RecordCopyRequest {
  from: string;
  email?: string;
  cardOnFile?: { brand: string; last4: string };
}

/** The copy: its fresh id, the seeded record it copies and its kind. */
export interface RecordCopy {
  id: string;
  from: string;
  kind: 'invoice' | 'subscription' | 'recovery';
}

function freshId(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

function notApplicable(field: string, kind: string): never {
  throw unprocessable(field, 'field_not_applicable', `does not apply to a ${kind}`);
}

/**
 * Writes a fresh copy of a seeded account record (sandbox/seed/accountRecords.json) as it was
 * seeded, under a new id: an invoice open again, a subscription on its seeded plan and card, a
 * purchase to recover not recovered yet. An invoice or a recovery can be paid once and an
 * upgrade moves its subscription, so a test that pays one pays its own copy; the seeded records
 * stay as they are. `email` is the buyer of an invoice or a recovery (their payments carry it);
 * `cardOnFile` the card a subscription has on file. 422 `unknown_seed_record` for an id the
 * seed does not have, 422 `field_not_applicable` for a field the record's kind does not have.
 */
export function copySeededRecord(context: SandboxContext, request: RecordCopyRequest): RecordCopy {
  const product = seedProduct(context);
  const invoice = accountSeed.invoices.find((item) => item.id === request.from);
  const subscription = seededSubscriptions().find(([item]) => item.id === request.from);
  const recovery = accountSeed.recoveries.find((item) => item.id === request.from);
  if (!product || (!invoice && !subscription && !recovery)) {
    const known = [
      ...accountSeed.invoices.map((item) => item.id),
      ...seededSubscriptions().map(([item]) => item.id),
      ...accountSeed.recoveries.map((item) => item.id),
    ];
    throw unprocessable(
      'from',
      'unknown_seed_record',
      `names no seeded account record; known: ${known.join(', ')}`,
    );
  }
  if (invoice) {
    if (request.cardOnFile) notApplicable('cardOnFile', 'invoice');
    const id = freshId('inv');
    writeSeedInvoice(context, product, invoice, { id, email: request.email });
    return { id, from: request.from, kind: 'invoice' };
  }
  if (subscription) {
    if (request.email) notApplicable('email', 'subscription');
    const id = freshId('sub');
    writeSeedSubscription(context, product, subscription, { id, cardOnFile: request.cardOnFile });
    return { id, from: request.from, kind: 'subscription' };
  }
  if (request.cardOnFile) notApplicable('cardOnFile', 'recovery');
  const id = freshId('rec');
  writeSeedRecovery(context, product, recovery!, { id, email: request.email });
  return { id, from: request.from, kind: 'recovery' };
}
