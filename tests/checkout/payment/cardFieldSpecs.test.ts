import fs from 'node:fs';
import path from 'node:path';
import { cardFieldSpecs } from '@/checkout/payment/cardFieldSpecs';
import type { CardFieldValues } from '@/checkout/payment/cardFieldSpecs';
import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
import { messages } from '@/lib/validation/messages';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const validCard: CardFieldValues = {
  cardBrand: 'visa',
  holderName: 'Maria Souza',
  cardNumber: '4111 1111 1111 1111',
  // December of next year: valid whatever the day the test runs.
  expiry: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
  cvv: '123',
};

/** The message of each card field for `values`, as a form with `specs` shows it. */
function messagesOf<V extends CardFieldValues & Record<string, string>>(
  specs: ReturnType<typeof cardFieldSpecs<V>>,
  values: V,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      spec.validate?.(values[name] ?? '', values),
    ]),
  );
}

describe('cardFieldSpecs', () => {
  it('should judge the five card fields of a form that has only them (payment verification)', () => {
    const specs = cardFieldSpecs<CardFieldValues>({ offered: cardBrandsFor('BR') });
    expect(Object.keys(specs)).toEqual(['cardBrand', 'holderName', 'cardNumber', 'expiry', 'cvv']);
    expect(Object.values(messagesOf(specs, validCard))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const empty = { cardBrand: '', holderName: '', cardNumber: '', expiry: '', cvv: '' };
    expect(messagesOf(specs, empty).cardBrand).toBe(messages.cardBrandChoice.required);
    expect(messagesOf(specs, empty).cardNumber).toBe('Revise o número do cartão.');
  });

  it('should judge nothing while another way of paying is chosen', () => {
    type Values = CardFieldValues & { method: string };
    const specs = cardFieldSpecs<Values>({
      offered: cardBrandsFor('BR'),
      isCard: (values) => values.method === 'credit-card',
    });
    const empty = {
      method: 'pix',
      cardBrand: '',
      holderName: '',
      cardNumber: '',
      expiry: '',
      cvv: '',
    };
    expect(Object.values(messagesOf(specs, empty)).filter(Boolean)).toEqual([]);
    expect(messagesOf(specs, { ...empty, method: 'credit-card' }).cardBrand).toBe(
      messages.cardBrandChoice.required,
    );
  });

  it("should take only the country's brands and size the CVV for the brand", () => {
    const elo = { ...validCard, cardBrand: 'elo', cardNumber: '6362 9700 0045 7013' };
    expect(messagesOf(cardFieldSpecs({ offered: cardBrandsFor('BR') }), elo).cardBrand).toBe(
      undefined,
    );
    expect(messagesOf(cardFieldSpecs({ offered: cardBrandsFor('MZ') }), elo).cardBrand).toBe(
      messages.cardCompany.invalid,
    );
    const amex = { ...validCard, cardBrand: 'american_express', cardNumber: '3782 822463 10005' };
    const specs = cardFieldSpecs<CardFieldValues>({ offered: cardBrandsFor('BR') });
    expect(messagesOf(specs, amex).cvv).toBeDefined();
    expect(messagesOf(specs, { ...amex, cvv: '1234' }).cvv).toBeUndefined();
  });
});

describe('the card fields rules live in one place', () => {
  // Every card form (payment, account payment, Livelo, payment verification) takes its card
  // rules from cardFieldSpecs; a form judging a card field itself is a copy that can drift.
  const cardRules = [
    'validateCardBrand',
    'validateCardNumber',
    'validateCardExpireDate',
    'validateCardCvv',
  ];

  function sourcesUnder(folder: string): string[] {
    return fs
      .readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
  }

  it('should be imported by no buyer form but through cardFieldSpecs', () => {
    const importers = [...sourcesUnder('checkout'), ...sourcesUnder('templates')]
      .filter((file) => !file.startsWith('lib/validation/'))
      .filter((file) => {
        const text = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
        return cardRules.some((rule) => text.includes(`/lib/validation/${rule}'`));
      });
    expect(importers).toEqual(['checkout/payment/cardFieldSpecs.ts']);
  });
});
