import { paymentTimeoutMs, setPaymentTimeoutMs } from '@/checkout/api/paymentTimeout';

describe('paymentTimeout', () => {
  afterEach(() => setPaymentTimeoutMs(undefined));

  it("should leave payment calls the client's own time-out until the page sets one", () => {
    expect(paymentTimeoutMs()).toBeUndefined();
    setPaymentTimeoutMs(5000);
    expect(paymentTimeoutMs()).toBe(5000);
    for (const value of [undefined, 0, -5, Number.NaN]) {
      setPaymentTimeoutMs(value);
      expect(paymentTimeoutMs()).toBeUndefined();
    }
  });
});
