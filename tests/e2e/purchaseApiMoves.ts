/**
 * The journey walker's adversarial moves against the API (issue 33), for one purchase step of the
 * journey model (tests/e2e/purchaseMovePlan.ts), each a row of the moves' table:
 *
 * - two attempts at once: the same purchase paid twice at the same moment with different
 *   Idempotency-Keys (the slow test card, so both are in flight together; the card on file,
 *   Pix, boleto or Livelo where the page takes no new card): one is taken, the other refused
 *   with 409 payment_in_progress or already_paid (a Pix: the same code, or refused), one charge;
 *   two boletos may both wait (they are not reused), nothing charged, the purchase listing both;
 * - after paid, each method the page offers: 409 already_paid with the receipt of the payment
 *   that paid it, nothing new recorded;
 * - an old Pix code (pages that offer Pix): the same order asked again reuses the code; another
 *   order the flow allows cancels it and issues another; paying otherwise (a card, else the new
 *   code) pays the purchase; the old code paid at the bank is refunded, never approved; one charge.
 *
 * Every row counts the sandbox's payments of the purchase (`payments.purchase_id`).
 */
import { createApiClient } from '@/checkout/api/apiClient';
import type { PurchaseResponse } from '@/checkout/api/types';
import { alreadyPaidCode, paymentInProgressCode } from '@/lib/payment/purchase';
import {
  moveCards,
  openPurchase,
  paymentStatus,
  paymentsOfPurchase,
  paymentsOfPurchaseNow,
  payPixAtBank,
  purchaseState,
} from './purchaseApi';
import type { Attempt, MethodName, MoveServer, PurchaseSession } from './purchaseApi';
import type { PurchaseStep } from './purchaseMovePlan';
import type { MoveRow } from './purchaseMoveReport';

/** The row of one move, filled as the move goes. */
function rowOf(step: PurchaseStep, move: string): MoveRow {
  return {
    where: 'API',
    product: step.journey.product.code,
    flow: step.journey.flow.id,
    step: `${step.stepId} (${step.templateId})`,
    move,
    purchaseId: '—',
    attempts: '—',
    charges: '—',
    result: '✓',
    ms: 0,
  };
}

/** 'credit-card 201 · credit-card 409 payment_in_progress' */
function describeAttempts(attempts: readonly Attempt[]): string {
  return attempts
    .map(
      (attempt) => `${attempt.method} ${attempt.status}${attempt.code ? ` ${attempt.code}` : ''}`,
    )
    .join(' · ');
}

/** The purchase's payments as the table shows them, and how many were charged (approved). */
async function chargesOf(
  server: MoveServer,
  purchaseId: string,
): Promise<{ text: string; approved: number }> {
  const payments = await paymentsOfPurchaseNow(server, purchaseId);
  const approved = payments.filter((payment) => payment.status === 'approved').length;
  const text =
    payments.length === 0
      ? '0'
      : `${approved} (${payments.map((payment) => `${payment.method} ${payment.status}`).join(', ')})`;
  return { text, approved };
}

/** Runs a move, recording its time and any failure in its row. */
async function measured(row: MoveRow, move: () => Promise<void>): Promise<MoveRow> {
  const begun = Date.now();
  try {
    await move();
  } catch (error) {
    row.result = `✗ ${(error as Error).message.replace(/\s+/g, ' ')}`;
  } finally {
    row.ms = Date.now() - begun;
  }
  return row;
}

class MoveFailure extends Error {}

function expectThat(condition: boolean, message: string): void {
  if (!condition) throw new MoveFailure(message);
}

/** The method two attempts at once pay with: a new card where the page takes one. */
function racingMethod(methods: readonly MethodName[]): MethodName {
  for (const method of ['credit-card', 'default-credit-card', 'pix', 'livelo'] as const)
    if (methods.includes(method)) return method;
  return methods[0]!;
}

/** The refusal of an attempt on a purchase already paid: 409 already_paid, with its receipt. */
function expectAlreadyPaid(attempt: Attempt, paidBy: string): void {
  expectThat(
    attempt.status === 409 && attempt.code === alreadyPaidCode,
    `${attempt.method} after the purchase was paid answered ${attempt.status} ${attempt.code ?? ''} ${attempt.message ?? ''}; expected 409 ${alreadyPaidCode}`,
  );
  expectThat(
    attempt.purchase?.status === 'paid' && attempt.purchase.paid?.paymentId === paidBy,
    `the 409 names purchase ${JSON.stringify(attempt.purchase?.status)} paid by ${attempt.purchase?.paid?.paymentId}; expected paid by ${paidBy}`,
  );
}

/**
 * Two attempts at once, then an attempt by each method once paid; returns the rows and the
 * payment that paid the purchase.
 */
async function raceThenAfterPaid(
  server: MoveServer,
  step: PurchaseStep,
  tag: string,
): Promise<{ rows: MoveRow[]; methods?: readonly MethodName[] }> {
  const race = rowOf(step, 'two attempts at once');
  let session: PurchaseSession | undefined;
  let paidBy: string | undefined;
  await measured(race, async () => {
    session = await openPurchase(server, step, `${tag}-race`);
    race.purchaseId = session.purchaseId;
    const method = racingMethod(session.methods);
    const card = method === 'credit-card' ? moveCards.slow : undefined;
    const issuesCode = method === 'pix' || method === 'bankslip';
    race.move = `two attempts at once (${method}${card ? ', the slow card' : ''})`;
    const attempts = await Promise.all([
      session.attempt(method, card ? { card } : {}),
      session.attempt(method, card ? { card } : {}),
    ]);
    race.attempts = describeAttempts(attempts);
    race.charges = (await chargesOf(server, session.purchaseId)).text;
    const taken = attempts.filter((attempt) => attempt.status === 201);
    const refusedOnes = attempts.filter((attempt) => attempt.status !== 201);
    const oneRefused =
      taken.length === 1 &&
      refusedOnes.length === 1 &&
      refusedOnes[0]!.status === 409 &&
      [paymentInProgressCode, alreadyPaidCode].includes(refusedOnes[0]!.code ?? '');
    // A Pix code or a boleto may be issued to both.
    expectThat(
      oneRefused || (issuesCode && taken.length === 2),
      `two attempts at once answered ${race.attempts}; expected one taken and one 409 ${paymentInProgressCode} or ${alreadyPaidCode}`,
    );
    const payments = paymentsOfPurchase(session.purchaseId, server.dataDir);
    if (method === 'bankslip') {
      // Boletos are not reused: each waits, none is charged, and the purchase lists them all,
      // so the first one paid at the bank pays it and cancels the others (sandbox/README.md,
      // "Purchases"; the sandbox has no bank for boletos, so that payment is not made here).
      const state = await purchaseState(
        createApiClient({ baseURL: server.baseUrl }),
        session.purchaseId,
      );
      const waiting = (state.pending ?? []).map((payment) => payment.paymentId).sort();
      const issued = taken.map((attempt) => attempt.paymentId!).sort();
      expectThat(
        state.status === 'open' && JSON.stringify(waiting) === JSON.stringify([...new Set(issued)]),
        `GET /api/v2/purchase says ${state.status}, waiting ${JSON.stringify(waiting)}; expected open, waiting ${JSON.stringify(issued)}`,
      );
      expectThat(
        payments.every((payment) => payment.status === 'pending'),
        `the sandbox holds ${race.charges}; expected only boletos waiting`,
      );
      race.move += `: ${waiting.length} waiting, the first paid pays the purchase`;
      return;
    }
    const payable = payments.filter((payment) => ['approved', 'pending'].includes(payment.status));
    expectThat(
      payable.length === 1,
      `the sandbox holds ${race.charges}: ${payable.length} payments that can be paid; expected 1`,
    );
    paidBy = payable[0]!.id;
    expectThat(
      taken.every((attempt) => attempt.paymentId === paidBy),
      `the attempts were answered with ${taken.map((attempt) => attempt.paymentId).join(' and ')}; only ${paidBy} can be paid`,
    );
    if (method === 'pix') await session.complete(taken[0]!);
    const charges = await chargesOf(server, session.purchaseId);
    race.charges = charges.text;
    expectThat(charges.approved === 1, `${charges.approved} charges; expected 1`);
    const state = await purchaseState(
      createApiClient({ baseURL: server.baseUrl }),
      session.purchaseId,
    );
    expectThat(
      state.status === 'paid' && state.paid?.paymentId === paidBy,
      `GET /api/v2/purchase says ${state.status} by ${state.paid?.paymentId}; expected paid by ${paidBy}`,
    );
  });
  const rows = [race];
  if (!session || !paidBy || race.result !== '✓') return { rows, methods: session?.methods };
  const opened = session;
  const payer = paidBy;
  for (const method of opened.methods) {
    const after = rowOf(step, `after paid: ${method}`);
    after.purchaseId = opened.purchaseId;
    rows.push(
      await measured(after, async () => {
        const before = paymentsOfPurchase(opened.purchaseId, server.dataDir).length;
        const attempt = await opened.attempt(method);
        after.attempts = describeAttempts([attempt]);
        const charges = await chargesOf(server, opened.purchaseId);
        after.charges = charges.text;
        expectAlreadyPaid(attempt, payer);
        const now = paymentsOfPurchase(opened.purchaseId, server.dataDir).length;
        expectThat(now === before, `the sandbox recorded ${now - before} new payment(s)`);
        expectThat(charges.approved === 1, `${charges.approved} charges; expected 1`);
      }),
    );
  }
  return { rows, methods: opened.methods };
}

/** The old Pix code move, on a page that offers Pix (see the module comment). */
async function oldPixCode(server: MoveServer, step: PurchaseStep, tag: string): Promise<MoveRow> {
  const row = rowOf(step, 'an old Pix code after a change');
  return measured(row, async () => {
    const session = await openPurchase(server, step, `${tag}-pix`);
    row.purchaseId = session.purchaseId;
    const attempts: Attempt[] = [];
    const sent = async (method: MethodName, order = 0) => {
      const attempt = await session.attempt(method, { order });
      attempts.push(attempt);
      row.attempts = describeAttempts(attempts);
      expectThat(
        attempt.status === 201,
        `${method} (order ${session.orders[order]?.name}) answered ${attempt.status} ${attempt.code ?? ''} ${attempt.message ?? ''}`,
      );
      return attempt.paymentId!;
    };
    const first = await sent('pix');
    const again = await sent('pix');
    expectThat(
      again === first,
      `the same order asked again issued ${again}; expected ${first} reused`,
    );
    expectThat(
      paymentsOfPurchase(session.purchaseId, server.dataDir).length === 1,
      'the same order asked again recorded another payment',
    );
    const steps = ['same order: reused'];
    let latest = first;
    if (session.orders.length > 1) {
      latest = await sent('pix', 1);
      expectThat(
        latest !== first,
        `order ${session.orders[1]!.name} reused the code of ${session.orders[0]!.name}`,
      );
      const old = paymentStatus(first, server.dataDir);
      expectThat(
        old === 'cancelled',
        `the code of the changed order is ${old}; expected cancelled`,
      );
      steps.push(`${session.orders[1]!.name}: old code cancelled`);
    } else {
      steps.push('no other order in this flow');
    }
    const card = session.methods.includes('credit-card');
    if (card) {
      const paid = await sent('credit-card', session.orders.length > 1 ? 1 : 0);
      const pending = paymentStatus(latest, server.dataDir);
      expectThat(
        pending === 'cancelled',
        `the waiting code is ${pending} after the card paid; expected cancelled`,
      );
      steps.push(`card ${paid}: paid`);
    } else {
      const status = await payPixAtBank(server, latest);
      expectThat(status === 'approved', `the current code paid answered ${status}`);
      steps.push('current code paid');
    }
    const superseded = latest !== first || card;
    if (superseded) {
      const late = await payPixAtBank(server, first);
      expectThat(
        late === 'refunded',
        `the old code paid at the bank answered '${late}'; expected 'refunded'`,
      );
      steps.push('old code paid: refunded');
    } else {
      // One order and one method: no code is ever replaced; the one code pays once.
      steps.push('nothing can replace it here');
    }
    const charges = await chargesOf(server, session.purchaseId);
    row.charges = charges.text;
    expectThat(charges.approved === 1, `${charges.approved} charges; expected 1`);
    const state: PurchaseResponse = await purchaseState(
      createApiClient({ baseURL: server.baseUrl }),
      session.purchaseId,
    );
    expectThat(state.status === 'paid', `GET /api/v2/purchase says ${state.status}; expected paid`);
    expectThat(
      !superseded || state.refunds.some((refund) => refund.paymentId === first),
      `the purchase lists refunds ${JSON.stringify(state.refunds.map((refund) => refund.paymentId))}; expected ${first}`,
    );
    row.move = `an old Pix code after a change (${steps.join('; ')})`;
  });
}

/** Every API move of one purchase step, in order. */
export async function apiMoves(
  server: MoveServer,
  step: PurchaseStep,
  tag: string,
): Promise<MoveRow[]> {
  const { rows, methods } = await raceThenAfterPaid(server, step, tag);
  // The page's methods; when it could not be opened, what the model says it leaves by.
  const offersPix = methods
    ? methods.includes('pix')
    : step.outcomes.has('pix') || step.templateId === 'pix';
  if (offersPix) rows.push(await oldPixCode(server, step, tag));
  return rows;
}
