import { splitInstallments } from '@/lib/money/installments';
import type { Plan } from '@/schemas/generated/apiTypes';
import type { Installment } from '@/schemas/generated/types';
import type { CataloguePlan, CatalogueVoucher } from '@/sandbox/catalogueTypes';

/** The voucher of a plan with this code (case-insensitive), if the plan accepts it. */
export function findVoucher(
  plan: CataloguePlan,
  code: string | undefined,
): CatalogueVoucher | undefined {
  if (code === undefined) return undefined;
  const wanted = code.trim().toUpperCase();
  return plan.vouchers?.find((voucher) => voucher.code.toUpperCase() === wanted);
}

function discountInstallment(installment: Installment, discount: number): Installment {
  const totalValue = Math.max(0, installment.totalValue - discount);
  // Each installment as the one rule splits the new total (the first carries the remainder).
  return { ...installment, totalValue, value: splitInstallments(totalValue, installment.id).rest };
}

/**
 * A catalogue plan as the API answers it: voucher codes removed and, when `voucherCode` is one
 * the plan accepts, the discount subtracted from the amount, every installment and the price.
 */
export function pricePlan(plan: CataloguePlan, voucherCode?: string): Plan {
  // Voucher codes are the catalogue's secret: never part of an answer. Ticket lots are the
  // tickets call's (GET /api/v1/product/{code}/tickets), not part of a plan's answer.
  const publicPlan: CataloguePlan = { ...plan };
  delete publicPlan.vouchers;
  delete publicPlan.ticketLot;
  const voucher = findVoucher(plan, voucherCode);
  if (!voucher) return { ...publicPlan, appliedVoucher: null };
  const installments = plan.installments.map((installment) =>
    discountInstallment(installment, voucher.discount),
  );
  const longest = installments.reduce<Installment | undefined>(
    (best, item) => (best === undefined || item.id > best.id ? item : best),
    undefined,
  );
  const amount = Math.max(0, plan.amount - voucher.discount);
  return {
    ...publicPlan,
    amount,
    installments,
    price: {
      ...plan.price,
      productFullPrice: amount,
      productCyclePrice: longest?.value ?? plan.price.productCyclePrice,
    },
    appliedVoucher: {
      code: voucher.code,
      discount: voucher.discount,
      description: voucher.description ?? '',
    },
  };
}

/**
 * The amount a payment of this (priced) plan must carry: for a card, the chosen installment's
 * total (a new card or the card on file); for Pix and boleto, the plan amount. Undefined when
 * the installment count is not offered.
 */
export function expectedPaymentAmount(
  plan: Plan,
  method: string,
  installments: number,
): number | undefined {
  if (method !== 'credit-card' && method !== 'default-credit-card') return plan.amount;
  return plan.installments.find((installment) => installment.id === installments)?.totalValue;
}
