/**
 * The brands of spec §1, by their business key of §3, with the tax-invoice flag §3 lists
 * ("true for ENEM, medical, performance, conference, prep-school and Unna brands; false for
 * the English brands and Number One"); `taxInvoice` is absent where §3 says nothing.
 * Tenant brands (theme bundles, spec §1 "not named") are not in this list.
 */
import type { Brand } from '@/schemas/generated/types';

/** One named brand of spec §1. */
export interface SpecBrand {
  brand: string;
  business: Brand['business'];
  taxInvoice?: boolean;
}

/** Every named brand of spec §1. */
export const SPEC_BRANDS: readonly SpecBrand[] = [
  { brand: 'the ENEM exam-prep course', business: 'aprovatotal', taxInvoice: true },
  { brand: 'the medical revalidation course', business: 'medcof', taxInvoice: true },
  { brand: 'the professional-development platform', business: 'wiser' },
  { brand: 'the English online course (Wise Up)', business: 'wiseup-online', taxInvoice: false },
  { brand: 'the English course, Live variant', business: 'wiseup-live', taxInvoice: false },
  { brand: 'the English course, Number One variant', business: 'wiseup', taxInvoice: false },
  { brand: 'the performance program', business: 'performan-c', taxInvoice: true },
  { brand: 'the sales conference', business: 'vende-c', taxInvoice: true },
  { brand: 'the prep school', business: 'conquer', taxInvoice: true },
  { brand: 'the prep school, franchise variant', business: 'conquer-franquias' },
  { brand: 'the prep school, Unna variant', business: 'conquer-unna', taxInvoice: true },
  { brand: 'the destiny institute', business: 'instituto-destiny' },
  { brand: 'the military-exam brand', business: 'eumilitar' },
];

/** Whether a brand is one of the named brands of spec §1 (not a tenant). */
export function isSpecBrand(brand: Brand): boolean {
  return SPEC_BRANDS.some((entry) => entry.business === brand.business);
}
