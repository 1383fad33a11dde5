import type {
  Plan,
  PlanParams,
  PlanProductResponse,
  ProductConfigQuery,
  ProductParams,
  ProductPlans,
  ProductV1Query,
  ProductV2Query,
  TicketsQuery,
  TicketsResponse,
} from '@/schemas/generated/apiTypes';
import { requireCatalogueProduct, requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError } from '@/lib/http/httpError';
import { pricePlan } from '@/sandbox/planPricing';
import { ticketOf } from '@/sandbox/ticketLots';
import { hasUsedTrial } from '@/sandbox/trialUsage';
import type { TrialAsker } from '@/sandbox/trialUsage';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

function productPlans(
  context: SandboxContext,
  product: CatalogueProduct,
  plans: CataloguePlan[],
  voucher: string | undefined,
  asker: TrialAsker = {},
): ProductPlans {
  const config = context.catalogue.productConfig(product.code);
  const trialUsed =
    plans.some((plan) => (plan.trialDays ?? 0) > 0) && hasUsedTrial(context, product.code, asker);
  return {
    code: product.code,
    business: product.business,
    title: config?.title ?? null,
    planIds: product.planIds,
    plans: plans.map((plan) => {
      const priced = pricePlan(plan, voucher);
      return trialUsed && (plan.trialDays ?? 0) > 0 ? { ...priced, trialUsed: true } : priced;
    }),
  };
}

function cheapest(plans: Plan[]): Plan[] {
  const best = plans.reduce<Plan | undefined>(
    (min, plan) => (min === undefined || plan.amount < min.amount ? plan : min),
    undefined,
  );
  return best ? [best] : [];
}

/** Product config, product v1/v2, tickets and plan-to-product: read from `brands/`. */
export const productHandlers: Route<SandboxContext>[] = [
  contractRoute<ProductParams, ProductConfigQuery>(
    'getProductConfig',
    ({ params, query }, context) => {
      const { code } = params;
      const config = context.catalogue.productConfig(code);
      if (!config)
        throw new HttpError(
          404,
          'product_not_found',
          `Product '${code}' has no product config.`,
          'code',
        );
      const product = context.catalogue.catalogueProduct(code);
      if (query.planId !== undefined && product)
        requirePlanOfProduct(product, query.planId, 'planId');
      return { status: 200, body: config };
    },
  ),
  contractRoute<ProductParams, ProductV1Query>('getProductV1', ({ params, query }, context) => {
    const product = requireCatalogueProduct(context, params.code);
    let plans = product.plans;
    if (query.productId !== undefined)
      plans = [requirePlanOfProduct(product, query.productId, 'productId')];
    if (query.plan !== undefined) plans = [requirePlanOfProduct(product, query.plan, 'plan')];
    if (query.planType !== undefined) plans = plans.filter((plan) => plan.type === query.planType);
    const asker = { leadId: query.leadId, email: query.email };
    return { status: 200, body: productPlans(context, product, plans, query.voucher, asker) };
  }),
  contractRoute<ProductParams, ProductV2Query>('getProductV2', ({ params, query }, context) => {
    const product = requireCatalogueProduct(context, params.code);
    const planTypes: string[] = query.planTypes ?? [];
    let plans = product.plans;
    if (query.plans !== undefined)
      plans = query.plans.map((ref) => requirePlanOfProduct(product, ref, 'plans'));
    if (query.planId !== undefined) plans = [requirePlanOfProduct(product, query.planId, 'planId')];
    if (planTypes.length > 0) plans = plans.filter((plan) => planTypes.includes(plan.type));
    const answer = productPlans(context, product, plans, query.voucher, {
      leadId: query.leadId,
      email: query.email,
    });
    if (query.priceMode === 'min') answer.plans = cheapest(answer.plans);
    return { status: 200, body: answer };
  }),
  contractRoute<ProductParams, TicketsQuery>('getProductTickets', ({ params, query }, context) => {
    const product = requireCatalogueProduct(context, params.code);
    const plans =
      query.plan === undefined
        ? product.plans
        : [requirePlanOfProduct(product, query.plan, 'plan')];
    const body: TicketsResponse = {
      productCode: product.code,
      business: product.business,
      tickets: plans.map(ticketOf),
    };
    return { status: 200, body };
  }),
  contractRoute<PlanParams>('getPlanProduct', ({ params }, context) => {
    const match = context.catalogue.findPlan(params.id);
    if (!match)
      throw new HttpError(
        404,
        'plan_not_found',
        `Plan '${params.id}' is not in any catalogue.`,
        'id',
      );
    const body: PlanProductResponse = { productCode: match.product.code };
    return { status: 200, body };
  }),
];
