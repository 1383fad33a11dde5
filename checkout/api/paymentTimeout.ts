let configured: number | undefined;

/**
 * Sets how long the browser waits for a payment call (POST /api/v2/payment, /api/v1/payment
 * and the renewals) before it gives up and asks for the attempt's outcome: the page's
 * `paymentTimeoutMs` (run-time setting `PAYMENT_TIMEOUT_MS`, for tests and local runs).
 * Undefined, or anything not a positive number, leaves the client's own time-out (the spec's
 * 60 000 ms).
 */
export function setPaymentTimeoutMs(value: number | undefined): void {
  configured =
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** The time-out the page set for payment calls; undefined: the client's own (60 000 ms). */
export function paymentTimeoutMs(): number | undefined {
  return configured;
}
