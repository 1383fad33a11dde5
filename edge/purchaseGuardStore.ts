/**
 * What the edge purchase guard keeps, as an interface (edge/edgePurchaseGuard.ts holds the
 * in-memory store and the proxy's use of it; edge/sharedStore/redisPurchaseGuardStore.ts the
 * Redis one). Its own file so both stores import it without importing each other.
 */
import type {
  PaymentStatus,
  PurchasePayment,
  PurchaseResponse,
} from '@/schemas/generated/apiTypes';

/** The answer of {@link PurchaseGuardStore.claim}. */
export type PurchaseClaim =
  /** The attempt holds the purchase: release it with `claimId` when its exchange is over. */
  | { outcome: 'claimed'; claimId: string }
  /** Another attempt holds it: `heldBy` is that attempt's Idempotency-Key (undefined: none). */
  | { outcome: 'in_progress'; heldBy: string | undefined; purchase: PurchaseResponse }
  /** A payment paid it: `purchase.paid` is the receipt. */
  | { outcome: 'paid'; purchase: PurchaseResponse };

/**
 * What the guard keeps of purchases. Every operation is atomic per purchase (a shared store
 * runs each as one script or transaction on the purchase's key) and every stored thing has an
 * explicit lifetime: a claim its lease (`leaseMs`), a paid purchase and a pending payment the
 * store's own times-to-live. Asynchronous, so a networked store fits behind it.
 */
export interface PurchaseGuardStore {
  /**
   * Claims a purchase for one attempt, for `leaseMs` at most. Refused when the purchase is
   * paid, or when another attempt holds it; an attempt with the same Idempotency-Key as the
   * holder (the checkout asking again for a timed-out attempt's outcome) joins the claim and
   * extends it. An attempt without a key never joins.
   */
  claim(
    purchaseId: string,
    idempotencyKey: string | undefined,
    leaseMs: number,
  ): Promise<PurchaseClaim>;
  /** Ends one claim (the purchase is free again once every attempt that joined it ended). */
  release(purchaseId: string, claimId: string): Promise<void>;
  /**
   * Marks a purchase paid by `payment` (the receipt, kept for the store's paid lifetime). The
   * first payment stays the receipt; the purchase's pending payments are dropped.
   */
  markPaid(purchaseId: string, payment: PurchasePayment): Promise<PurchaseResponse>;
  /**
   * Records a payment issued and waiting for the buyer (a Pix code, a boleto, an M-Pesa push)
   * as pending of its purchase, and which purchase its id belongs to.
   */
  recordPayment(purchaseId: string, payment: PurchasePayment): Promise<void>;
  /**
   * What a payment's status poll said, for a payment the store knows: `approved` marks its
   * purchase paid with it; a status that ends it otherwise (declined, failed, expired,
   * cancelled, refunded) drops it from the pending ones. Undefined for a payment it does not
   * know.
   */
  settlePayment(paymentId: string, status: PaymentStatus): Promise<PurchaseResponse | undefined>;
  /** Where a purchase stands; open and empty when the store knows nothing of it. */
  read(purchaseId: string): Promise<PurchaseResponse>;
}
