// The configuration files the sandbox reads, typed by the generated schema types (the JSON
// Schemas are the one source of truth for their shape).
import type {
  Catalogue,
  CatalogueProduct as SchemaCatalogueProduct,
  Plan,
  ProductConfig,
  Voucher,
} from '@/schemas/generated/types';

/** A voucher a catalogue plan accepts (never listed in API answers). */
export type CatalogueVoucher = Voucher;

/** A plan as written in `brands/<b>/catalogue.json`. */
export type CataloguePlan = Plan;

/** A product entry of `brands/<b>/catalogue.json`. */
export type CatalogueProduct = SchemaCatalogueProduct;

/** The content of `brands/<b>/catalogue.json`. */
export type CatalogueFile = Catalogue;

/** The content of `brands/<b>/products/<CODE>.json`. */
export type ProductConfigFile = ProductConfig;
