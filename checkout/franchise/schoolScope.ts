import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { Country } from '@/checkout/api/types';
import { fixedFranchise, usesFixedFranchise } from '@/checkout/franchise/fixedFranchise';
import type { FixedFranchise } from '@/checkout/franchise/fixedFranchise';
import type { StoredSchool } from '@/checkout/sessionStore';
import type { SelectSchoolProps } from '@/schemas/generated/types';

/** The template of the step where the buyer chooses a franchise unit. */
const selectSchoolTemplateId = 'select-school';

/** Which franchise a select-school step lists units of. */
export interface SchoolScope {
  /** The franchise brand asked for (the step's `franchiseBrand`, else the checkout's business). */
  brand: string;
  country: Country;
  /** The fixed data that replaces the franchise calls, or null when the calls are made. */
  fixed: FixedFranchise | null;
}

/**
 * The franchise brand, country and fixed data of a select-school step, from its props and the
 * page: the one rule the step and the steps reading its choice share.
 */
export function schoolScope(
  props: SelectSchoolProps,
  page: Pick<CheckoutPageProps, 'business' | 'area'>,
): SchoolScope {
  const brand = props.franchiseBrand ?? page.business;
  const fixed = usesFixedFranchise(brand, props.useFixedFranchise)
    ? { ...fixedFranchise, unit: props.fixedUnit ?? fixedFranchise.unit }
    : null;
  return { brand, country: fixed?.country ?? props.country ?? page.area, fixed };
}

/**
 * The unit the buyer chose (session `selectedSchool`) when it was chosen on a select-school
 * step of the flow this page belongs to, for the same franchise brand and country; undefined
 * otherwise (no choice, or a choice made in another product's checkout in the same tab).
 */
export function schoolChosenInFlow(
  page: Pick<CheckoutPageProps, 'business' | 'area' | 'productFlow'>,
  saved: StoredSchool | undefined,
): StoredSchool | undefined {
  if (!saved) return undefined;
  const belongs = page.productFlow.steps.some((step) => {
    if (step.templateId !== selectSchoolTemplateId) return false;
    const scope = schoolScope(step.props as SelectSchoolProps, page);
    return scope.brand === saved.brand && scope.country === saved.country;
  });
  return belongs ? saved : undefined;
}
