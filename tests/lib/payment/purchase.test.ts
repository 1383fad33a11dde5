import { purchaseIdFor } from '@/lib/payment/purchase';

describe('purchaseIdFor', () => {
  const pattern = /^[A-Za-z0-9_-]{8,128}$/;

  it('names the same intent the same way every time (a reload, another tab)', () => {
    const intent = { kind: 'main', productCode: 'MS', leadId: 'lead_abc' } as const;
    expect(purchaseIdFor(intent)).toBe(purchaseIdFor({ ...intent }));
    expect(purchaseIdFor(intent)).toMatch(/^pur_[0-9a-z]{22}$/);
    expect(purchaseIdFor(intent)).toMatch(pattern);
  });

  it('names another kind, product, lead or record differently', () => {
    const ids = new Set([
      purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_abc' }),
      purchaseIdFor({ kind: 'upsell', productCode: 'MS', leadId: 'lead_abc' }),
      purchaseIdFor({ kind: 'main', productCode: 'WUP', leadId: 'lead_abc' }),
      purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_abd' }),
      purchaseIdFor({ kind: 'record', recordId: 'lead_abc' }),
      purchaseIdFor({ kind: 'record', recordId: 'inv_1' }),
      // The separator keeps 'M'+'Slead' apart from 'MS'+'lead'.
      purchaseIdFor({ kind: 'main', productCode: 'M', leadId: 'Slead_abc' }),
    ]);
    expect(ids.size).toBe(7);
  });

  it('spreads 20,000 leads over 20,000 ids', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20_000; i += 1)
      ids.add(purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: `lead_${i}` }));
    expect(ids.size).toBe(20_000);
  });
});
