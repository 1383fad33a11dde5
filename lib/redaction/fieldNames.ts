/**
 * What a field's name says it holds, whatever its case, separators or accents: `cardCvv`,
 * `CVV_NUMBER`, `security-code`, `Código de segurança` are all names of a verification code.
 * Shared by the storage redaction (`redactCardData`) and the report scrubbing
 * (`scrubSensitiveData`).
 */

/**
 * Cyrillic, Greek and other letters that look like a Latin letter (`lookAlikesFrom`), each
 * with that letter at the same place of `lookAlikesTo`: a name written `сvv` (Cyrillic es)
 * reads as `cvv`. One UTF-16 unit each way, so a text and its folded form line up.
 */
const lookAlikesFrom =
  'авсԁеёгһіїјкӏмнорԛѕтѵԝхуүАВСԀЕЁГҺІЇЈКӀМН' +
  'ОРԚЅТѴԜХУҮαβϲδεηιϳκνορτυχγωΑΒϹΕΖΗΙΚΜΝΟΡΤ' +
  'ΥΧɡıȷᴠᴄᴏꮯꮩ';
const lookAlikesTo =
  'abcdeerhiijklmhopqstvwxyyABCDEERHIIJKIMH' +
  'OPQSTVWXYYabcdenijkvoptuxywABCEZHIKMNOPT' +
  'YXgijvcocv';

const lookAlike = new RegExp(`[${lookAlikesFrom}]`, 'g');

/** A text with every look-alike letter (Cyrillic `с`, Greek `ν`…) written as its Latin letter. */
export function foldLookAlikes(text: string): string {
  return text.replace(lookAlike, (char) => lookAlikesTo[lookAlikesFrom.indexOf(char)] ?? char);
}

/**
 * Characters nobody sees in a name: format characters (zero-width space, joiners, word joiner,
 * BOM, soft hyphen, direction marks), the combining grapheme joiner and the blank fillers.
 */
const invisibleCharacters = /[\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu;

/**
 * The words of a field name: split at separators, at lower→upper case and letter↔digit
 * changes, once compatibility forms (full-width `ｃｖｖ`) are folded, accents, invisible
 * characters taken out and look-alike letters read as Latin.
 */
export function nameWords(name: string): string[] {
  // Folded before NFKC too: NFKC turns some look-alikes (Greek lunate sigma `ϲ`) into others.
  return foldLookAlikes(foldLookAlikes(name).normalize('NFKC').replace(invisibleCharacters, ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])|([0-9])([A-Za-z])/g, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A name in lower case with everything but letters and digits taken out: `card_CVV` → `cardcvv`. */
export function squashedName(name: string): string {
  return nameWords(name).join('');
}

/** Parts that name a verification code wherever they appear in a squashed name. */
const verificationCodeParts = [
  'cvv',
  'cvc',
  'securitycode',
  'securitynumber',
  'securityvalue',
  'verificationcode',
  'verificationvalue',
  'verificationnumber',
  'cardcode',
  'seguranca',
];
/** Short words that name a verification code only as a word of their own (`cid`, not `cidade`). */
const verificationCodeWords = new Set([
  'cid',
  'csc',
  'cvn',
  'cvd',
  'cav',
  'cav2',
  'cvv2',
  'cvc2',
  'cvn2',
]);

/** Whether a field name is a card verification code's (CVV, CVC, CID, security code…). */
export function isVerificationCodeName(name: string): boolean {
  const squashed = squashedName(name);
  return (
    verificationCodeParts.some((part) => squashed.includes(part)) ||
    nameWords(name).some((word) => verificationCodeWords.has(word))
  );
}

/** Whether a field name is an expiry's or one of its parts' (expiry, expirationMonth, validade…). */
export function isExpiryName(name: string): boolean {
  return /exp|valid|venc/.test(squashedName(name));
}

/** Whether a field name is a card number's or a card's (card, cardNumber, pan, numeroCartao…). */
export function isCardNumberName(name: string): boolean {
  const words = nameWords(name);
  const squashed = words.join('');
  return (
    squashed === 'card' ||
    squashed === 'number' ||
    squashed === 'pan' ||
    words[0] === 'cc' ||
    /cardnumber|cardno|numerodocartao|numerocartao|cartao/.test(squashed)
  );
}

/** Whether a field name is a tax document's (document, documentNumber, cpf, cnpj, taxId). */
export function isDocumentName(name: string): boolean {
  const squashed = squashedName(name);
  return /^(document|documentnumber|documento|cpf|cnpj|cpfcnpj|taxid|taxdocument)$/.test(squashed);
}

/** Whether a field name is an e-mail's, a phone's or a person's name (`email`, `phone`, `holderName`). */
export function isPersonalDataName(name: string): boolean {
  const squashed = squashedName(name);
  return (
    /email|phone|telefone|celular|whatsapp|mobile/.test(squashed) ||
    /^(name|nome|fullname|firstname|lastname|holdername|cardholder|cardholdername|nomecompleto|sobrenome|surname|givenname|familyname|user|username)$/.test(
      squashed,
    )
  );
}
