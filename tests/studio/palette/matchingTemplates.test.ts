import { matchingTemplates } from '@/studio/palette/matchingTemplates';

const templates = [
  { id: 'pix', title: 'Pix', description: 'O comprador paga com o código Pix.', route: '/pix' },
  {
    id: 'custom-offer',
    title: 'Oferta personalizada',
    description: 'Planos escolhidos para o comprador.',
    route: '/custom-offer',
  },
  {
    id: 'upsell-payment',
    title: 'Pagamento do upsell',
    description: 'Paga a oferta.',
    route: '/payment/upsell',
  },
];

describe('matchingTemplates (the palette search)', () => {
  it('should keep every template, in order, for an empty query', () => {
    expect(matchingTemplates(templates, '  ').map((t) => t.id)).toEqual([
      'pix',
      'custom-offer',
      'upsell-payment',
    ]);
  });

  it('should match every word in the title, id or description, accents and case aside', () => {
    expect(matchingTemplates(templates, 'OFERTA').map((t) => t.id)).toEqual([
      'custom-offer',
      'upsell-payment',
    ]);
    expect(matchingTemplates(templates, 'codigo pix').map((t) => t.id)).toEqual(['pix']);
    expect(matchingTemplates(templates, 'custom-offer').map((t) => t.id)).toEqual(['custom-offer']);
    expect(matchingTemplates(templates, 'livelo')).toEqual([]);
  });
});
