/** @jest-environment jsdom */
import { render, renderHook, waitFor } from '@testing-library/react';
import { useMarkHydrated } from '@/checkout/hydration';
import { usePaidPurchase } from '@/checkout/payment/usePaidPurchase';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import type { StoredPurchase } from '@/checkout/sessionStore';

function purchase(overrides: Partial<StoredPurchase> = {}): StoredPurchase {
  return {
    leadId: 'lead_1',
    productCode: 'MS',
    reference: 'pay_1',
    planId: 'ms-mensal',
    planName: 'Plano Mensal',
    amount: 11900,
    currency: 'R$',
    method: 'credit-card',
    installments: 1,
    paid: true,
    ...overrides,
  };
}

function storeSession(main?: StoredPurchase, upsell?: StoredPurchase): void {
  sessionStorage.setItem('dataLead', JSON.stringify({ leadId: 'lead_1' }));
  if (main) sessionStorage.setItem('dataPurchase', JSON.stringify(main));
  if (upsell) sessionStorage.setItem('dataUpsell', JSON.stringify(upsell));
}

/** Every value a hook returned, render by render, from its first render on. */
function rendersOf<T>(hook: () => T): T[] {
  const values: T[] = [];
  renderHook(() => values.push(hook()));
  return values;
}

function HydratedPage() {
  useMarkHydrated();
  return null;
}

beforeEach(() => sessionStorage.clear());

describe('useBuyerPurchase and usePaidPurchase while the page hydrates', () => {
  it('should read nothing in the hydrating render, then the purchase after mount', async () => {
    storeSession(purchase(), purchase({ reference: 'pay_2', paid: false }));
    const main = rendersOf(() => useBuyerPurchase());
    const paid = rendersOf(() => usePaidPurchase('main'));
    const upsell = rendersOf(() => useBuyerPurchase('upsell'));
    expect([main[0], paid[0], upsell[0]]).toEqual([undefined, undefined, undefined]);
    await waitFor(() => expect(main.at(-1)).toMatchObject({ reference: 'pay_1' }));
    expect(paid.at(-1)).toMatchObject({ reference: 'pay_1' });
    expect(upsell.at(-1)).toMatchObject({ reference: 'pay_2', paid: false });
  });

  it('should tell no purchase (null) from not read yet, and never give another lead’s', async () => {
    storeSession(purchase({ leadId: 'lead_other' }));
    const main = rendersOf(() => useBuyerPurchase());
    const paid = rendersOf(() => usePaidPurchase('main'));
    await waitFor(() => expect(main.at(-1)).toBeNull());
    expect(paid.at(-1)).toBeUndefined();
  });
});

describe('useBuyerPurchase and usePaidPurchase on a step reached after hydration', () => {
  beforeAll(() => render(<HydratedPage />));

  it('should read the purchase in the first render, so nothing replaces a painted step', () => {
    storeSession(purchase(), purchase({ reference: 'pay_2' }));
    expect(rendersOf(() => useBuyerPurchase())[0]).toMatchObject({ reference: 'pay_1' });
    expect(rendersOf(() => useBuyerPurchase('upsell'))[0]).toMatchObject({ reference: 'pay_2' });
    expect(rendersOf(() => usePaidPurchase('main'))[0]).toMatchObject({ reference: 'pay_1' });
    expect(rendersOf(() => usePaidPurchase('upsell'))[0]).toMatchObject({ reference: 'pay_2' });
  });

  it('should give a payment form no paid purchase while the purchase is not paid', () => {
    storeSession(purchase({ paid: false }));
    expect(rendersOf(() => useBuyerPurchase())[0]).toMatchObject({ paid: false });
    expect(new Set(rendersOf(() => usePaidPurchase('main')))).toEqual(new Set([undefined]));
  });
});
