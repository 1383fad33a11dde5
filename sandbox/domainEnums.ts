// Run-time lists of the enumerations of spec §3, read from schemas/enums.schema.json so the
// sandbox accepts exactly the values the schemas (and the generated types) define.
import enums from '@/schemas/enums.schema.json';
import type {
  CardBrandValue as SchemaCardBrandValue,
  Country,
  OperationType,
  PaymentMethod,
  PlanType,
  PriceMode,
  ReferrerId,
  BrazilianState,
} from '@/schemas/generated/types';

type EnumName =
  | 'paymentMethod'
  | 'planType'
  | 'operationType'
  | 'country'
  | 'priceMode'
  | 'cardBrandValue'
  | 'referrerId'
  | 'brazilianState';

function enumValues<T extends string>(name: EnumName): readonly T[] {
  const definition = (enums.$defs as Record<string, { enum?: string[] }>)[name];
  if (!definition?.enum) throw new Error(`schemas/enums.schema.json has no enum $defs/${name}.`);
  // The generated type T is derived from this same enum, so the values are exactly T's.
  return definition.enum as T[];
}

/** Payment methods of spec §3 (the values plans and payments use). */
export const paymentMethodValues = enumValues<PaymentMethod>('paymentMethod');

/** Plan types of spec §3. */
export const planTypeValues = enumValues<PlanType>('planType');

/** Operation types of spec §3. */
export const operationValues = enumValues<OperationType>('operationType');

/** Countries the checkout sells in (spec §3); also the seller lookup's operation (BR or MZ). */
export const countryValues = enumValues<Country>('country');

/** Price modes of spec §3: `min` answers the cheapest plan only. */
export const priceModeValues = enumValues<PriceMode>('priceMode');

/** Card brand values of spec §3. */
export const cardBrandValues = enumValues<SchemaCardBrandValue>('cardBrandValue');

/** Seller operations (spec §4: the operation is MZ or BR). */
export const sellerOperationValues = countryValues;

/** One of the card brands of spec §3. */
export type CardBrandValue = SchemaCardBrandValue;

/** Referrer ids of spec §3 ('how did you find us'). */
export const referrerValues = enumValues<ReferrerId>('referrerId');

/** The 27 two-letter codes of the Brazilian states (spec §3). */
export const brazilianStateValues = enumValues<BrazilianState>('brazilianState');
