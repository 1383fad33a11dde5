/**
 * Type-level tests of the generated template registry, checked by `npm run typecheck` (tsc):
 * each `@ts-expect-error` fails the type check if the line below it ever compiles, so a
 * component whose props are another template's can never be registered.
 */
import type { TemplateComponentOf, TemplateRegistryEntry } from '@/checkout/templateContract';
import { LeadTemplate } from '@/templates/lead/LeadTemplate';
import { PaymentTemplate } from '@/templates/payment/PaymentTemplate';

// The right component fits its own entry.
export const lead: TemplateComponentOf<'lead'> = LeadTemplate;
export const payment: TemplateRegistryEntry<'payment'>['component'] = PaymentTemplate;

// @ts-expect-error: the payment component takes PaymentProps, not LeadProps.
export const wrongLead: TemplateComponentOf<'lead'> = PaymentTemplate;

// @ts-expect-error: the lead component does not fit the payment entry.
export const wrongPayment: TemplateRegistryEntry<'payment'>['component'] = LeadTemplate;
