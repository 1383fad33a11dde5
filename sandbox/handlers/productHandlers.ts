import type {
  Plan,
  PlanProductResponse,
  ProductPlans,
  TicketsResponse,
} from '@/checkout/api/types';
import {
  readProductCode,
  requireCatalogueProduct,
  requirePlanOfProduct,
} from '@/sandbox/catalogueLookup';
import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import { operationValues, planTypeValues, priceModeValues } from '@/sandbox/domainEnums';
import { HttpError } from '@/sandbox/httpError';
import { pricePlan } from '@/sandbox/planPricing';
import { hasUsedTrial } from '@/sandbox/trialUsage';
import type { TrialAsker } from '@/sandbox/trialUsage';
import { QueryReader } from '@/sandbox/queryReader';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

const kebab = {
  pattern: /^[a-z0-9{}]+(-[a-z0-9{}]+)*$/,
  reason: 'must be a kebab-case business key',
};

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
  {
    method: 'GET',
    path: '/api/v1/product/{code}/config',
    operationId: 'getProductConfig',
    handle({ params, query }, context) {
      const code = readProductCode(params);
      const planId = new QueryReader(query).optional('planId', { maxLength: 80 });
      const config = context.catalogue.productConfig(code);
      if (!config)
        throw new HttpError(
          404,
          'product_not_found',
          `Product '${code}' has no product config.`,
          'code',
        );
      const product = context.catalogue.catalogueProduct(code);
      if (planId !== undefined && product) requirePlanOfProduct(product, planId, 'planId');
      return { status: 200, body: config };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/product/{code}',
    operationId: 'getProductV1',
    handle({ params, query }, context) {
      const code = readProductCode(params);
      const q = new QueryReader(query);
      const planType = q.optionalEnum('planType', planTypeValues);
      const productId = q.optional('productId', { maxLength: 80 });
      const planRef = q.optional('plan', { maxLength: 80 });
      q.optionalEnum('operation', operationValues);
      const voucher = q.optional('voucher', { maxLength: 40 });
      const email = q.optional('email', { maxLength: 80 });
      q.optional('referer', { maxLength: 500 });
      q.optional('business', kebab);
      q.optional('route', { maxLength: 40 });
      const leadId = q.optional('leadId', { maxLength: 80 });
      const product = requireCatalogueProduct(context, code);
      let plans = product.plans;
      if (productId !== undefined) plans = [requirePlanOfProduct(product, productId, 'productId')];
      if (planRef !== undefined) plans = [requirePlanOfProduct(product, planRef, 'plan')];
      if (planType !== undefined) plans = plans.filter((plan) => plan.type === planType);
      return {
        status: 200,
        body: productPlans(context, product, plans, voucher, { leadId, email }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/v2/product/{code}',
    operationId: 'getProductV2',
    handle({ params, query }, context) {
      const code = readProductCode(params);
      const q = new QueryReader(query);
      q.optional('business', kebab);
      const planTypes = q.enumList('planTypes', planTypeValues);
      const planRefs = q.list('plans');
      const leadId = q.optional('leadId', { maxLength: 80 });
      q.optionalEnum('operation', operationValues);
      const voucher = q.optional('voucher', { maxLength: 40 });
      q.optional('accountId', { maxLength: 80 });
      const priceMode = q.optionalEnum('priceMode', priceModeValues) ?? 'default';
      q.optional('seller', { maxLength: 80 });
      q.optional('source', { maxLength: 80 });
      const email = q.optional('email', { maxLength: 80 });
      const planId = q.optional('planId', { maxLength: 80 });
      q.optional('enrollmentSubscriptionId', { maxLength: 80 });
      const product = requireCatalogueProduct(context, code);
      let plans = product.plans;
      if (planRefs.length > 0)
        plans = planRefs.map((ref) => requirePlanOfProduct(product, ref, 'plans'));
      if (planId !== undefined) plans = [requirePlanOfProduct(product, planId, 'planId')];
      if (planTypes.length > 0)
        plans = plans.filter((plan) => (planTypes as string[]).includes(plan.type));
      const answer = productPlans(context, product, plans, voucher, { leadId, email });
      if (priceMode === 'min') answer.plans = cheapest(answer.plans);
      return { status: 200, body: answer };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/product/{code}/tickets',
    operationId: 'getProductTickets',
    handle({ params, query }, context) {
      const code = readProductCode(params);
      const q = new QueryReader(query);
      q.optional('business', kebab);
      const planRef = q.optional('plan', { maxLength: 80 });
      const product = requireCatalogueProduct(context, code);
      const plans =
        planRef === undefined ? product.plans : [requirePlanOfProduct(product, planRef, 'plan')];
      const body: TicketsResponse = {
        productCode: product.code,
        business: product.business,
        tickets: plans.map((plan) => ({
          id: `tkt_${plan.id}`,
          planId: plan.id,
          name: plan.name,
          currency: plan.currency,
          amount: plan.amount,
          installments: plan.installments,
          available: true,
        })),
      };
      return { status: 200, body };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/plan/{id}/product',
    operationId: 'getPlanProduct',
    handle({ params }, context) {
      const id = params.id ?? '';
      if (id.length > 80)
        throw new HttpError(400, 'invalid_path', 'Plan id must have at most 80 characters.', 'id');
      const match = context.catalogue.findPlan(id);
      if (!match)
        throw new HttpError(404, 'plan_not_found', `Plan '${id}' is not in any catalogue.`, 'id');
      const body: PlanProductResponse = { productCode: match.product.code };
      return { status: 200, body };
    },
  },
];
