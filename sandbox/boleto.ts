// Boleto bancário (FEBRABAN "cobrança" layout): 44-digit barcode and the 47-digit linha
// digitável derived from it, with mod-10 check digits per field and the mod-11 general check.

/** A boleto's numbers. */
export interface BoletoNumbers {
  /** 44 digits: bank, currency, general check digit, due-date factor, amount, free field. */
  barcode: string;
  /** 47 digits formatted as `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV`. */
  digitableLine: string;
}

/** What a boleto is built from. */
export interface BoletoInput {
  /** 3-digit bank code, e.g. `001`. */
  bankCode: string;
  amountInCents: number;
  /** Due date `YYYY-MM-DD`. */
  dueDate: string;
  /** The bank's 25-digit free field (agreement, our number, wallet). */
  freeField: string;
}

const factorBaseUtc = Date.UTC(1997, 9, 7);
const dayMs = 24 * 60 * 60 * 1000;

/** Mod-10 check digit of a field of the linha digitável (weights 2,1 from the right). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let product = Number(digits[index]) * weight;
    if (product > 9) product = Math.floor(product / 10) + (product % 10);
    sum += product;
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

/** Mod-11 general check digit of the 43 other barcode digits (weights 2..9; 0, 10, 11 → 1). */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * The 4-digit due-date factor: days since 1997-10-07, restarting at 1000 after 9999
 * (2025-02-22 is factor 1000 again, as FEBRABAN set for the roll-over).
 */
export function dueDateFactor(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new Error(`Due date '${dueDate}' must be YYYY-MM-DD.`);
  const days = Math.round(
    (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - factorBaseUtc) / dayMs,
  );
  if (days < 1000) throw new Error(`Due date '${dueDate}' is before the first factor (1000).`);
  return String(((days - 1000) % 9000) + 1000);
}

/** The formatted linha digitável of a 44-digit barcode. */
export function barcodeToDigitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('A boleto barcode has 44 digits.');
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const with1 = field1 + mod10(field1);
  const with2 = field2 + mod10(field2);
  const with3 = field3 + mod10(field3);
  return [
    `${with1.slice(0, 5)}.${with1.slice(5)}`,
    `${with2.slice(0, 5)}.${with2.slice(5)}`,
    `${with3.slice(0, 5)}.${with3.slice(5)}`,
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join(' ');
}

/** The 44-digit barcode of a linha digitável (formatting ignored). */
export function digitableLineToBarcode(line: string): string {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) throw new Error('A linha digitável has 47 digits.');
  return (
    digits.slice(0, 4) +
    digits.slice(32, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31)
  );
}

/** Whether a linha digitável has 47 digits, right field check digits and general check digit. */
export function isValidDigitableLine(line: string): boolean {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return false;
  const fieldsOk =
    mod10(digits.slice(0, 9)) === Number(digits[9]) &&
    mod10(digits.slice(10, 20)) === Number(digits[20]) &&
    mod10(digits.slice(21, 31)) === Number(digits[31]);
  const barcode = digitableLineToBarcode(digits);
  return fieldsOk && mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** Builds the barcode and linha digitável of a boleto. */
export function buildBoleto(input: BoletoInput): BoletoNumbers {
  if (!/^\d{3}$/.test(input.bankCode)) throw new Error('The bank code has 3 digits.');
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('The free field has 25 digits.');
  if (
    !Number.isInteger(input.amountInCents) ||
    input.amountInCents < 0 ||
    input.amountInCents > 9_999_999_999
  ) {
    throw new Error('The boleto amount must be 0 to 9999999999 centavos.');
  }
  const withoutCheck =
    input.bankCode +
    '9' +
    dueDateFactor(input.dueDate) +
    String(input.amountInCents).padStart(10, '0') +
    input.freeField;
  const barcode = withoutCheck.slice(0, 4) + mod11(withoutCheck) + withoutCheck.slice(4);
  return { barcode, digitableLine: barcodeToDigitableLine(barcode) };
}
