import type { Plan } from '@/checkout/api/types';
import { ptMZ } from '@/checkout/copy/ptMZ';
import { offerNotes, trialLength } from '@/checkout/offer/offerNotes';
import { productPlansFixture } from '../payment/productPlansFixture';

const ms = productPlansFixture();
const annual = ms.plans.find((plan) => plan.id === 'ms-anual')!;
const intensive = ms.plans.find((plan) => plan.id === 'ms-intensivo')!;

describe('offerNotes', () => {
  it('should say a 7-day trial and a 90-day trial as buyers read them', () => {
    expect(offerNotes(annual)).toEqual([
      expect.objectContaining({ kind: 'trial', title: '7 dias grátis para experimentar' }),
    ]);
    expect(offerNotes({ ...annual, trialDays: 90 })[0]?.title).toBe(
      '3 meses grátis para experimentar',
    );
    expect(trialLength(30)).toBe('1 mês');
    expect(trialLength(1)).toBe('1 dia');
  });

  it('should say the trial is used, and not offer it, when the buyer already had the product', () => {
    const notes = offerNotes({ ...annual, trialUsed: true });
    expect(notes.map((note) => note.kind)).toEqual(['trial-used']);
    expect(notes[0]?.title).toBe('Período grátis já utilizado');
    expect(notes[0]?.detail).toContain('7 dias grátis');
  });

  it('should name the voucher and its discount before the trial', () => {
    const blackFriday: Plan = {
      ...annual,
      appliedVoucher: {
        code: 'BLACKFRIDAY',
        discount: 12000,
        description: 'Black Friday: 12x de R$85,00',
      },
    };
    expect(offerNotes(blackFriday).slice(0, 1)).toEqual([
      {
        kind: 'voucher',
        title: 'Black Friday: 12x de R$85,00',
        detail: 'Cupom BLACKFRIDAY aplicado: R$120,00 de desconto.',
      },
    ]);
    const bare = offerNotes({
      ...intensive,
      appliedVoucher: { code: 'PARTNER40', discount: 40800, description: '' },
    });
    expect(bare[0]?.title).toBe('Cupom PARTNER40 aplicado');
  });

  it('should say annual only when every plan of the product is yearly', () => {
    expect(offerNotes(annual, [annual]).map((note) => note.kind)).toEqual(['trial', 'annual-only']);
    expect(offerNotes(annual, ms.plans).map((note) => note.kind)).toEqual(['trial']);
  });

  it('should offer installments with annual only where the page offers them, in its language', () => {
    const detail = (options: Parameters<typeof offerNotes>[2]) =>
      offerNotes(annual, [annual], options).find((note) => note.kind === 'annual-only')?.detail;
    expect(detail({ installments: true })).toBe(
      'Disponível apenas no plano anual: pague à vista ou parcelado no cartão.',
    );
    expect(detail({ installments: false })).toBe(
      'Disponível apenas no plano anual: pague à vista.',
    );
    expect(detail({ copy: ptMZ, installments: false })).toBe(
      'Disponível apenas no plano anual: pague à vista.',
    );
  });

  it('should say the trial is used without você in pt-MZ', () => {
    const used = offerNotes({ ...annual, trialUsed: true }, [], { copy: ptMZ });
    expect(used[0]?.detail).toBe(
      'Já aproveitou os 7 dias grátis deste curso, por isso a cobrança começa na confirmação do pagamento.',
    );
  });

  it('should say nothing for a plain plan', () => {
    expect(offerNotes(intensive, ms.plans)).toEqual([]);
  });
});
