import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/**
 * The checkout page's props as they travel in the page (`__NEXT_DATA__`, and the JSON a
 * client-side navigation fetches): `CheckoutPageProps` without the copies of its flow.
 * `buildCheckoutPage` takes `step` and `nextStep` from `productFlow.steps`, and fills
 * `allCheckoutFlowsByProductCode` with that flow under the product's code (issue 25: a page
 * carries its own flow only), so they travel as the steps' positions and nothing, and
 * `fromPageData` gives the page every prop back, the same objects in the server's render and in
 * the browser.
 */
export type CheckoutPageData = Omit<
  CheckoutPageProps,
  'step' | 'nextStep' | 'allCheckoutFlowsByProductCode'
> & {
  /** Position of `step` in `productFlow.steps`. */
  stepIndex: number;
  /** Position of `nextStep` in `productFlow.steps`; null at the end of the flow. */
  nextStepIndex: number | null;
};

/** Thrown when page props hold something `fromPageData` could not give back. */
export class PageDataError extends Error {
  constructor(detail: string) {
    super(`PAGE_DATA_NOT_DERIVED: ${detail}`);
    this.name = 'PageDataError';
  }
}

/**
 * The data of a page (see `CheckoutPageData`). Throws `PageDataError` when a prop is not what
 * the flow gives (a step that is not one of the flow's, another product's flows): dropping it
 * would lose it.
 */
export function toPageData(props: CheckoutPageProps): CheckoutPageData {
  const { step, nextStep, allCheckoutFlowsByProductCode, ...rest } = props;
  const steps = props.productFlow.steps;
  const stepIndex = steps.indexOf(step);
  if (stepIndex < 0) throw new PageDataError(`step '${step.id}' is not one of the flow's steps`);
  const nextStepIndex = nextStep === null ? null : steps.indexOf(nextStep);
  if (nextStepIndex === -1)
    throw new PageDataError(`next step '${nextStep?.id}' is not one of the flow's steps`);
  const codes = Object.keys(allCheckoutFlowsByProductCode);
  const own = allCheckoutFlowsByProductCode[props.productCode];
  if (codes.length !== 1 || own?.length !== 1 || own[0] !== props.productFlow) {
    throw new PageDataError(
      `allCheckoutFlowsByProductCode is not the page's own flow under '${props.productCode}'`,
    );
  }
  return { ...rest, stepIndex, nextStepIndex };
}

const unpacked = new WeakMap<CheckoutPageData, CheckoutPageProps>();

/** Every prop of the page again, from its data; the same object for the same data. */
export function fromPageData(data: CheckoutPageData): CheckoutPageProps {
  let props = unpacked.get(data);
  if (props) return props;
  const { stepIndex, nextStepIndex, ...rest } = data;
  const steps = data.productFlow.steps;
  const step = steps[stepIndex];
  if (!step) throw new PageDataError(`flow '${data.productFlow.id}' has no step ${stepIndex}`);
  props = {
    ...rest,
    step,
    nextStep: nextStepIndex === null ? null : (steps[nextStepIndex] ?? null),
    allCheckoutFlowsByProductCode: { [data.productCode]: [data.productFlow] },
  };
  unpacked.set(data, props);
  return props;
}

/** Whether a page's props are a checkout page's data (the studio and error pages have their own). */
export function isCheckoutPageData(props: unknown): props is CheckoutPageData {
  const data = props as Partial<CheckoutPageData> | undefined;
  return (
    typeof data?.stepIndex === 'number' &&
    typeof data.productFlow === 'object' &&
    data.productFlow !== null &&
    typeof data.brand === 'object' &&
    data.brand !== null
  );
}
