import {
  authorizeCard,
  isReviewCardOnFile,
  outcomeForCard,
  resolveSlowMs,
  testCards,
} from '@/sandbox/paymentProcessor';
import { detectCardBrand } from '@/lib/card/detectCardBrand';
import { luhnCheck } from '@/lib/card/luhnCheck';

describe('paymentProcessor', () => {
  it('should only list test cards that pass Luhn, have 15 or 16 digits and match their brand', () => {
    for (const card of testCards) {
      expect(luhnCheck(card.number)).toBe(true);
      expect(card.number).toMatch(/^\d{15,16}$/);
      expect(detectCardBrand(card.number)).toBe(card.brand);
    }
  });

  it('should give each documented card its outcome and approve other numbers', async () => {
    expect(outcomeForCard('4000000000000002')).toBe('declined');
    expect(outcomeForCard('4000000000009995')).toBe('insufficient_funds');
    expect(outcomeForCard('4000000000000119')).toBe('processor_error');
    expect(outcomeForCard('4000000000000259')).toBe('slow');
    expect(outcomeForCard('4000000000000267')).toBe('slow_declined');
    expect(outcomeForCard('4000000000003063')).toBe('review');
    expect(outcomeForCard('5105105105105100')).toBe('approved');
    await expect(authorizeCard('4000000000000002', { slowMs: 0 })).resolves.toEqual({
      approved: false,
      code: 'card_declined',
    });
    await expect(authorizeCard('4111111111111111', { slowMs: 0 })).resolves.toEqual({
      approved: true,
    });
    await expect(authorizeCard('4000000000003063', { slowMs: 0 })).resolves.toEqual({
      approved: true,
      review: true,
    });
  });

  it('should hold a card on file saved from the review card, by brand and last four digits', () => {
    expect(isReviewCardOnFile('visa', '3063')).toBe(true);
    expect(isReviewCardOnFile('mastercard', '3063')).toBe(false);
    expect(isReviewCardOnFile('visa', '1111')).toBe(false);
  });

  it('should wait SANDBOX_SLOW_MS for the slow cards, 65 000 ms by default', async () => {
    const started = Date.now();
    await expect(authorizeCard('4000000000000259', { slowMs: 120 })).resolves.toEqual({
      approved: true,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    const declinedFrom = Date.now();
    await expect(authorizeCard('4000000000000267', { slowMs: 120 })).resolves.toEqual({
      approved: false,
      code: 'card_declined',
    });
    expect(Date.now() - declinedFrom).toBeGreaterThanOrEqual(110);
    const saved = process.env.SANDBOX_SLOW_MS;
    delete process.env.SANDBOX_SLOW_MS;
    expect(resolveSlowMs()).toBe(65_000);
    process.env.SANDBOX_SLOW_MS = '250';
    expect(resolveSlowMs()).toBe(250);
    process.env.SANDBOX_SLOW_MS = 'soon';
    expect(resolveSlowMs()).toBe(65_000);
    if (saved === undefined) delete process.env.SANDBOX_SLOW_MS;
    else process.env.SANDBOX_SLOW_MS = saved;
  });
});
