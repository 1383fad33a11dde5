import {
  barcodeToDigitableLine,
  buildBoleto,
  digitableLineToBarcode,
  dueDateFactor,
  isValidDigitableLine,
  mod10,
  mod11,
} from '@/sandbox/boleto';

// A published Banco do Brasil boleto (used as a valid example by several boleto libraries).
const knownLine = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const knownBarcode = '00193373700000001000500940144816060680935031';

describe('boleto', () => {
  it('should accept a known valid linha digitável and convert it to and from its barcode', () => {
    expect(isValidDigitableLine(knownLine)).toBe(true);
    expect(isValidDigitableLine('23793.38128 60007.827136 95000.063305 9 75520000370000')).toBe(
      true,
    );
    expect(digitableLineToBarcode(knownLine)).toBe(knownBarcode);
    expect(barcodeToDigitableLine(knownBarcode)).toBe(knownLine);
  });

  it('should reject a line with a wrong field or general check digit', () => {
    expect(isValidDigitableLine('00190.50096 40144.816069 06809.350314 3 37370000000100')).toBe(
      false,
    );
    expect(isValidDigitableLine('00190.50095 40144.816069 06809.350314 4 37370000000100')).toBe(
      false,
    );
    expect(isValidDigitableLine('00190.50095 40144.816069')).toBe(false);
  });

  it('should compute the mod-10 field and mod-11 general check digits', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod10('4014481606')).toBe(9);
    expect(mod11(knownBarcode.slice(0, 4) + knownBarcode.slice(5))).toBe(3);
  });

  it('should compute the due-date factor, restarting at 1000 after 9999', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-03-03')).toBe('1009');
    expect(() => dueDateFactor('03/03/2025')).toThrow("Due date '03/03/2025' must be YYYY-MM-DD.");
  });

  it('should build a boleto whose line is valid and carries bank, factor and amount', () => {
    const boleto = buildBoleto({
      bankCode: '001',
      amountInCents: 114000,
      dueDate: '2025-03-03',
      freeField: '0000001234567000000012317',
    });
    expect(boleto.barcode).toMatch(/^0019\d100900001140000000001234567000000012317$/);
    expect(boleto.digitableLine.replace(/\D/g, '')).toHaveLength(47);
    expect(isValidDigitableLine(boleto.digitableLine)).toBe(true);
    expect(digitableLineToBarcode(boleto.digitableLine)).toBe(boleto.barcode);
  });

  it('should refuse malformed input', () => {
    expect(() =>
      buildBoleto({
        bankCode: '1',
        amountInCents: 1,
        dueDate: '2025-03-03',
        freeField: '0'.repeat(25),
      }),
    ).toThrow('The bank code has 3 digits.');
    expect(() =>
      buildBoleto({
        bankCode: '001',
        amountInCents: 1.5,
        dueDate: '2025-03-03',
        freeField: '0'.repeat(25),
      }),
    ).toThrow('The boleto amount must be 0 to 9999999999 centavos.');
  });
});
