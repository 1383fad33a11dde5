import {
  buildPixBrCode,
  crc16CcittFalse,
  emvField,
  hasValidBrCodeCrc,
  parseEmvFields,
} from '@/sandbox/brCode';

// Example payload of the Banco Central do Brasil's BR Code manual (static Pix, random key).
const bcbExample =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('brCode', () => {
  it('should compute CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('should rebuild the BCB manual example byte for byte, CRC 1D3D included', () => {
    expect(
      buildPixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(bcbExample);
    expect(hasValidBrCodeCrc(bcbExample)).toBe(true);
  });

  it('should leave field 54 out for an amount of 0, as for an open amount (BR Code manual)', () => {
    const payload = buildPixBrCode({
      key: 'pix@example.com',
      merchantName: 'Trilha',
      merchantCity: 'SAO PAULO',
      amountInCents: 0,
    });
    const ids = parseEmvFields(payload).map((field) => field.id);
    expect(ids).not.toContain('54');
    expect(payload).not.toContain('0.00');
    expect(hasValidBrCodeCrc(payload)).toBe(true);
  });

  it('should reject a payload whose CRC does not match', () => {
    expect(hasValidBrCodeCrc(bcbExample.replace('Fulano', 'Beltra'))).toBe(false);
    expect(hasValidBrCodeCrc(bcbExample.slice(0, -8))).toBe(false);
  });

  it('should write amount, single use, txid and plain-ASCII name and city in EMV fields', () => {
    const payload = buildPixBrCode({
      key: 'pix@example.com',
      merchantName: 'Escola São João de Ciências Avançadas',
      merchantCity: 'São José dos Campos',
      amountInCents: 9500,
      txid: 'pay0123456789abcdef',
      singleUse: true,
    });
    const fields = parseEmvFields(payload);
    expect(fields.map((field) => field.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    const byId = new Map(fields.map((field) => [field.id, field.value]));
    expect(byId.get('01')).toBe('12');
    expect(byId.get('54')).toBe('95.00');
    expect(byId.get('59')).toBe('Escola Sao Joao de Cienci');
    expect(byId.get('60')).toBe('Sao Jose dos Ca');
    expect(parseEmvFields(byId.get('26') ?? '')).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: 'pix@example.com' },
    ]);
    expect(parseEmvFields(byId.get('62') ?? '')).toEqual([
      { id: '05', value: 'pay0123456789abcdef' },
    ]);
    expect(hasValidBrCodeCrc(payload)).toBe(true);
  });

  it('should refuse a txid that is not 1 to 25 letters or digits, and a field over 99 characters', () => {
    expect(() =>
      buildPixBrCode({ key: 'k', merchantName: 'A', merchantCity: 'B', txid: 'pay_1' }),
    ).toThrow("Pix txid 'pay_1' must be 1 to 25 letters or digits.");
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(
      'EMV field 26 is 100 characters long; the maximum is 99.',
    );
  });

  it('should throw on a malformed EMV payload', () => {
    expect(() => parseEmvFields('0002')).toThrow('Malformed EMV field at offset 0.');
  });
});
