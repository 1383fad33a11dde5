import type { FlowLike } from '@/renderer/rules/FlowLike';

/** What `applyFirstStepOverrides` reads. */
export interface FirstStepOverridesInput {
  flow: FlowLike | undefined;
  /** The cleaned query (see `cleanQuery`). */
  query: Readonly<Record<string, string>>;
  business: string;
}

/** The query and business after the first step's overrides. */
export interface FirstStepOverrides {
  query: Record<string, string>;
  business: string;
}

/**
 * Applies the flow's first-step data to the request (spec §4): the first step's `voucher` is
 * added to the query when the query has none, and the first step's `plan.business` overrides
 * the business. Returns new values; the inputs are not changed.
 */
export function applyFirstStepOverrides({
  flow,
  query,
  business,
}: FirstStepOverridesInput): FirstStepOverrides {
  const props = flow?.steps[0]?.props;
  const voucher = typeof props?.voucher === 'string' ? props.voucher : '';
  const stepBusiness = typeof props?.plan?.business === 'string' ? props.plan.business : '';
  return {
    query: voucher && !query.voucher ? { ...query, voucher } : { ...query },
    business: stepBusiness || business,
  };
}
