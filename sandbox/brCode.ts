// Pix BR Code ("copia e cola") per the Banco Central do Brasil's BR Code manual: EMV
// merchant-presented QR fields as ID (2 digits) + length (2 digits) + value, closed by the CRC
// field 63 whose CRC16-CCITT-FALSE covers the whole payload including "6304".

/** One EMV field of a BR Code. */
export interface EmvField {
  id: string;
  value: string;
}

/** What a Pix charge's BR Code carries. */
export interface PixBrCodeInput {
  /** The receiver's Pix key (random key, e-mail, phone or CNPJ). */
  key: string;
  /** Receiver name, at most 25 characters (accents are dropped). */
  merchantName: string;
  /** Receiver city, at most 15 characters (accents are dropped). */
  merchantCity: string;
  /** Amount in minor units; omitted (and 0 leaves field 54 out too) for an open amount. */
  amountInCents?: number;
  /** Transaction id, up to 25 letters and digits; `***` when absent. */
  txid?: string;
  /** Marks the code single-use (field 01 = "12"). */
  singleUse?: boolean;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) of a text, as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: id, two-digit length, value. */
export function emvField(id: string, value: string): string {
  if (value.length > 99) {
    throw new Error(`EMV field ${id} is ${value.length} characters long; the maximum is 99.`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function asciiText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-*/]/g, '')
    .trim()
    .slice(0, maxLength);
}

/**
 * Field 54 (transaction amount): the BR Code manual has it only for an amount to pay; an open
 * amount, and an amount of zero (a trial), leave it out rather than write '0.00'.
 */
function amountField(amountInCents: number | undefined): string {
  return amountInCents === undefined || amountInCents === 0
    ? ''
    : emvField('54', (amountInCents / 100).toFixed(2));
}

/** Builds a Pix BR Code payload with a valid CRC. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new Error(`Pix txid '${txid}' must be 1 to 25 letters or digits.`);
  }
  const fields = [
    emvField('00', '01'),
    input.singleUse ? emvField('01', '12') : '',
    emvField('26', emvField('00', 'br.gov.bcb.pix') + emvField('01', input.key)),
    emvField('52', '0000'),
    emvField('53', '986'),
    amountField(input.amountInCents),
    emvField('58', 'BR'),
    emvField('59', asciiText(input.merchantName, 25)),
    emvField('60', asciiText(input.merchantCity, 15)),
    emvField('62', emvField('05', txid)),
  ].join('');
  const withCrcHeader = `${fields}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader);
}

/** Splits an EMV payload (or a template field's value) into its fields; throws when malformed. */
export function parseEmvFields(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let offset = 0;
  while (offset < payload.length) {
    const id = payload.slice(offset, offset + 2);
    const length = Number(payload.slice(offset + 2, offset + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || offset + 4 + length > payload.length) {
      throw new Error(`Malformed EMV field at offset ${offset}.`);
    }
    fields.push({ id, value: payload.slice(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return fields;
}

/** Whether the payload ends with a CRC field whose value matches the payload. */
export function hasValidBrCodeCrc(payload: string): boolean {
  const crcStart = payload.length - 4;
  if (payload.slice(crcStart - 4, crcStart) !== '6304') return false;
  return crc16CcittFalse(payload.slice(0, crcStart)) === payload.slice(crcStart);
}
