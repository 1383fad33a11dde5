/**
 * The contract between the generic renderer and a template component. A template receives
 * its step (id, template id, next step id) and its props, already validated against
 * `templates/<id>/props.schema.json`; everything else (buyer, brand, flow, navigation) comes
 * from `useCheckout()` and `useStepNavigation()`. Templates never name another step's route.
 */
import type { ComponentType } from 'react';
import type { ResolvedStep } from '@/checkout/checkoutPageProps';

/** Props every template component receives; `P` is the template's generated props type. */
export interface TemplateComponentProps<P> {
  step: ResolvedStep;
  props: P;
}

/**
 * Any template component, whatever its props type (a component for `P` accepts the
 * renderer's call with the validated props of its own template). The registry is typed with
 * this; the renderer calls it with the props the step's validator has just accepted.
 */
export type TemplateComponent = ComponentType<TemplateComponentProps<never>>;
