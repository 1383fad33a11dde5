import { accountSeed, upgradeTargetPlanId } from '@/sandbox/accountRecords';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import type { SandboxSeed } from '@/sandbox/sandboxSeed';

/** The data the OpenAPI examples are written with, taken from the catalogue and the seed. */
export interface OpenApiExampleValues {
  productCode: string;
  business: string;
  planId: string;
  planType: string;
  /** Installments of the card example (the plan's longest option). */
  cardInstallments: number;
  /** Amount of the card example: that option's totalValue. */
  cardAmount: number;
  /** Amount of the Pix and boleto examples: the plan amount. */
  fullAmount: number;
  /** Whether the example plan offers Pix and boleto (examples for them are added when so). */
  offersPix: boolean;
  offersBankslip: boolean;
  voucher: string | undefined;
  /**
   * A card plan with a free trial (the first product by code, with a product config, that has
   * one), for the example whose card starts the trial: nothing charged, the first charge
   * scheduled. Absent when the catalogue has none.
   */
  trial?: {
    productCode: string;
    business: string;
    planId: string;
    planType: string;
    installments: number;
  };
  seller: { source: string; seller: string; operation: string };
  franchise: { brand: string; country: string; region: string; city: string };
  leadId: string;
  subscriptionId: string;
  pixPaymentId: string;
  bankslipPaymentId: string;
  /** The demo card payment held for review. */
  reviewPaymentId: string;
  /** The demo purchase paid by card, and the one whose attempt is always in flight. */
  paidPurchaseId: string;
  inProgressPurchaseId: string;
  /** Seeded account records (sandbox/seed/accountRecords.json) and the upgrade's target plan. */
  account: {
    invoiceId: string;
    renewSubscriptionId: string;
    upgradeSubscriptionId: string;
    upgradePlanId: string;
    recoveryId: string;
  };
}

function hasConfig(catalogue: CatalogueStore, code: string): boolean {
  try {
    return catalogue.productConfig(code) !== undefined;
  } catch {
    return false;
  }
}

function pickTrialPlan(catalogue: CatalogueStore): OpenApiExampleValues['trial'] {
  for (const product of catalogue.products()) {
    if (!hasConfig(catalogue, product.code)) continue;
    const plan = product.plans.find(
      (item) =>
        (item.trialDays ?? 0) > 0 && (item.paymentMethods as string[]).includes('credit-card'),
    );
    if (!plan) continue;
    const longest = plan.installments.reduce((best, item) => (item.id > best.id ? item : best));
    return {
      productCode: product.code,
      business: product.business,
      planId: plan.id,
      planType: plan.type,
      installments: longest.id,
    };
  }
  return undefined;
}

function pickProduct(
  catalogue: CatalogueStore,
): { product: CatalogueProduct; plan: CataloguePlan } | undefined {
  for (const product of catalogue.products()) {
    const plan = product.plans
      .filter((item) => (item.paymentMethods as string[]).includes('credit-card'))
      .sort((a, b) => b.paymentMethods.length - a.paymentMethods.length)[0];
    if (plan && hasConfig(catalogue, product.code)) return { product, plan };
  }
  return undefined;
}

/**
 * Picks the example product and plan: the first catalogue product (by code) that has a product
 * config and a card plan, preferring the plan with the most payment methods.
 */
export function openApiExampleValues(
  catalogue: CatalogueStore,
  seed: SandboxSeed,
): OpenApiExampleValues {
  const picked = pickProduct(catalogue);
  const trial = pickTrialPlan(catalogue);
  const plan = picked?.plan;
  const longest = plan?.installments.reduce((best, item) => (item.id > best.id ? item : best));
  const seller = seed.sellers.find((item) => item.products.length === 0) ?? seed.sellers[0];
  const franchise =
    seed.franchises.find((item) => item.brand === 'conquer-franquias') ?? seed.franchises[0];
  const city = franchise?.cities[0];
  return {
    productCode: picked?.product.code ?? 'MS',
    business: picked?.product.business ?? 'medcof',
    planId: plan?.id ?? 'ms-anual',
    planType: plan?.type ?? 'yearly',
    cardInstallments: longest?.id ?? 1,
    cardAmount: longest?.totalValue ?? 0,
    fullAmount: plan?.amount ?? 0,
    offersPix: (plan?.paymentMethods as string[] | undefined)?.includes('pix') ?? false,
    offersBankslip: ((plan?.paymentMethods as string[] | undefined) ?? []).some(
      (item) => item === 'bankslip' || item === 'bank-slip',
    ),
    voucher: plan?.vouchers?.[0]?.code,
    ...(trial ? { trial } : {}),
    seller: {
      source: seller?.sources[0] ?? 'whatsapp',
      seller: seller?.seller ?? 'ana.souza',
      operation: seller?.operation ?? 'BR',
    },
    franchise: {
      brand: franchise?.brand ?? 'conquer-franquias',
      country: city?.country ?? 'BR',
      region: city?.region ?? 'PR',
      city: city?.city ?? 'Curitiba',
    },
    leadId: seed.demo.lead.id,
    subscriptionId: seed.demo.subscription.id,
    pixPaymentId: seed.demo.pixPaymentId,
    bankslipPaymentId: seed.demo.bankslipPaymentId,
    reviewPaymentId: seed.demo.reviewPaymentId,
    paidPurchaseId: seed.demo.paidPurchaseId,
    inProgressPurchaseId: seed.demo.inProgressPurchaseId,
    account: {
      invoiceId: accountSeed.invoices[0]?.id ?? 'inv_demo_open',
      renewSubscriptionId: accountSeed.renewSubscription.id,
      upgradeSubscriptionId: accountSeed.upgradeSubscription.id,
      upgradePlanId: upgradeTargetPlanId(catalogue),
      recoveryId: accountSeed.recoveries[0]?.id ?? 'rec_demo_declined',
    },
  };
}
