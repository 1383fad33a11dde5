import type { FranchiseCity, FranchiseRegion, FranchiseUnit } from '@/schemas/generated/apiTypes';
import type { Country } from '@/schemas/generated/types';
import demoFile from '@/sandbox/seed/demoRecords.json';
import franchisesFile from '@/sandbox/seed/franchises.json';
import sellersFile from '@/sandbox/seed/sellers.json';

/** A seller the seller lookup knows (sandbox/seed/sellers.json). */
export interface SellerRecord {
  seller: string;
  /** Sources (channels) the seller sells through; the lookup's path parameter. */
  sources: string[];
  operation: Country;
  /** Product codes the seller may sell; empty means every product. */
  products: string[];
  name: string;
  isLiveEnabled: boolean;
  account: string;
}

/** The franchise data of one brand (sandbox/seed/franchises.json). */
export interface FranchiseBrandRecord {
  brand: string;
  regions: Array<Omit<FranchiseRegion, 'brand'>>;
  cities: Array<Omit<FranchiseCity, 'brand'>>;
  units: Array<FranchiseUnit & { city: string; region: string; country: Country }>;
}

/** Records kept present so every OpenAPI example has something to act on. */
export interface DemoRecords {
  lead: { id: string; name: string; email: string; phone: string; smsCode: string };
  subscription: { id: string; cardBrand: string; cardLast4: string };
  pixPaymentId: string;
  bankslipPaymentId: string;
  /** A card payment held for review (the review test card), for the approve example. */
  reviewPaymentId: string;
  /** An approved card payment: the one that paid the demo purchase `paidPurchaseId`. */
  cardPaymentId: string;
  /** A purchase paid (by `cardPaymentId`): the 409 already_paid example and its receipt. */
  paidPurchaseId: string;
  /** A purchase whose attempt never ends: the 409 payment_in_progress example. */
  inProgressPurchaseId: string;
}

/** Seed data of the sandbox: sellers, franchises and demo records. */
export interface SandboxSeed {
  sellers: SellerRecord[];
  franchises: FranchiseBrandRecord[];
  demo: DemoRecords;
}

function assertCountry(value: string, where: string): Country {
  if (value !== 'BR' && value !== 'MZ') {
    throw new Error(`Sandbox seed ${where}: country '${value}' must be BR or MZ.`);
  }
  return value;
}

/** Reads the seed files, checking the values TypeScript cannot check in JSON. */
function loadSeed(): SandboxSeed {
  const sellers = sellersFile.sellers.map((seller, index) => ({
    ...seller,
    operation: assertCountry(seller.operation, `sellers[${index}].operation`),
  }));
  const franchises = franchisesFile.brands.map((brand) => ({
    brand: brand.brand,
    regions: brand.regions.map((item) => ({
      ...item,
      country: assertCountry(item.country, `${brand.brand} region`),
    })),
    cities: brand.cities.map((item) => ({
      ...item,
      country: assertCountry(item.country, `${brand.brand} city`),
    })),
    units: brand.units.map((item) => ({
      ...item,
      country: assertCountry(item.country, `${brand.brand} unit`),
    })),
  }));
  const demo: DemoRecords = {
    lead: demoFile.lead,
    subscription: demoFile.subscription,
    pixPaymentId: demoFile.pixPaymentId,
    bankslipPaymentId: demoFile.bankslipPaymentId,
    reviewPaymentId: demoFile.reviewPaymentId,
    cardPaymentId: demoFile.cardPaymentId,
    paidPurchaseId: demoFile.paidPurchaseId,
    inProgressPurchaseId: demoFile.inProgressPurchaseId,
  };
  return { sellers, franchises, demo };
}

/** The sandbox's seed data. */
export const sandboxSeed: SandboxSeed = loadSeed();
