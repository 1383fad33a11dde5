import enums from '@/schemas/enums.schema.json';

describe('enums.schema.json', () => {
  it('should list the 27 Brazilian federative units', () => {
    expect(enums.$defs.brazilianState.enum).toHaveLength(27);
    expect(new Set(enums.$defs.brazilianState.enum).size).toBe(27);
  });

  it('should list every enumeration of spec §3 as a definition', () => {
    expect(Object.keys(enums.$defs)).toEqual(
      expect.arrayContaining([
        'businessKey',
        'paymentMethod',
        'planType',
        'operationType',
        'country',
        'currencySymbol',
        'documentType',
        'priceMode',
        'cardBrandValue',
        'cardBrandName',
        'referrerId',
        'brazilianState',
        'language',
        'themeMode',
      ]),
    );
  });

  it('should hold the spec values of the small enumerations exactly', () => {
    expect(enums.$defs.planType.enum).toEqual(['yearly', 'recurrency', 'monthly', 'semester']);
    expect(enums.$defs.operationType.enum).toEqual([
      'invoice',
      'renew',
      'direct',
      'sale-invoice',
      'first-invoice-payment',
      'upgrade',
    ]);
    expect(enums.$defs.currencySymbol.enum).toEqual(['R$', 'MT']);
    expect(enums.$defs.language.enum).toEqual(['pt-BR', 'pt-MZ']);
    expect(enums.$defs.paymentMethod.enum).toHaveLength(12);
    expect(enums.$defs.referrerId.enum).toEqual(
      expect.arrayContaining(['wiseup-site', 'representante', 'outro', 'tiktok', 'podcast']),
    );
  });
});
