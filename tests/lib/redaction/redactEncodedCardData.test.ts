import fc from 'fast-check';
import { redactCardData } from '@/lib/redaction/redactCardData';
import { at, nest, nestingPath, plainName } from '@/tests/lib/redaction/cardDataArbitraries';
import {
  disguisedVerificationCodeName,
  encodedCard,
  percentDecoded,
  storedShowsCardNumber,
  verificationCodeInAnyShape,
  verificationCodeInText,
} from '@/tests/lib/redaction/encodedCardDataArbitraries';

/** Whether a stored value still holds a code after a verification code's name (in any text). */
function showsCodeAfterName(stored: unknown, code: string): boolean {
  return new RegExp(`(?:cvv|cvc|cid|security|seguran)[^0-9]{0,12}${code}(?![0-9])`, 'i').test(
    percentDecoded(JSON.stringify(stored)),
  );
}

describe('redactCardData: card data written the ways issue 35 found stored', () => {
  it('should leave no card number grouped by +, %20, commas, colons, pipes or invisible characters, URL-encoded, in JSON held in a string or as an array of digits', () => {
    fc.assert(
      fc.property(encodedCard, nestingPath, plainName, ({ value, digits, cvv }, path, name) => {
        const redacted = redactCardData(nest(path, { [name]: value }));
        expect(storedShowsCardNumber(redacted, digits)).toBe(false);
        expect(showsCodeAfterName(redacted, cvv)).toBe(false);
        expect((at(redacted, path) as Record<string, unknown>).keep).toBe('kept');
      }),
      { numRuns: 2000 },
    );
  });

  it('should drop whatever is under a verification code name spelled with look-alike letters, full-width forms or invisible characters', () => {
    fc.assert(
      fc.property(
        disguisedVerificationCodeName,
        verificationCodeInAnyShape,
        nestingPath,
        (name, { value }, path) => {
          const leaf = at(redactCardData(nest(path, { [name]: value })), path);
          expect(leaf).toEqual({ keep: 'kept' });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('should take a verification code out of free text written after its word', () => {
    fc.assert(
      fc.property(
        verificationCodeInText,
        nestingPath,
        plainName,
        ({ text, stored }, path, name) => {
          const leaf = at(redactCardData(nest(path, { [name]: text })), path);
          expect(leaf).toEqual({ [name]: stored, keep: 'kept' });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('should redact the examples the outside checks stored', () => {
    expect(
      redactCardData({
        plus: '4000+0000+4482+1041',
        percent: '4000%200000%204482%201041',
        commas: '4000,0000,4482,1041',
        colons: '4000:0000:4482:1041',
        pipes: '4000|0000|4482|1041',
        zeroWidth: '4000\u200b0000\u200b4482\u200b1041',
        encodedJson: encodeURIComponent('{"pan":"4000000044821041","cvv":"731"}'),
        jsonString: '{"pan":"4000 0000 4482 1041","cvv":"732"}',
        digits: [4, 0, 0, 0, 0, 0, 0, 0, 4, 4, 8, 2, 1, 0, 4, 1],
        cvv: { value: '709' },
        card: { cvv: ['710'] },
        '\u0441vv': '711',
        note: 'cartao ****1199 cvv 719',
      }),
    ).toEqual({
      plus: '****1041',
      percent: '****1041',
      commas: '****1041',
      colons: '****1041',
      pipes: '****1041',
      zeroWidth: '****1041',
      encodedJson: '{"pan":"****1041"}',
      jsonString: '{"pan":"****1041"}',
      digits: '****1041',
      card: {},
      note: 'cartao ****1199 cvv ***',
    });
  });

  it('should keep a URL, JSON held in a string and short digit arrays that hold no card data as they were', () => {
    const body = {
      returnUrl: 'https://example.com/ok?next=%2Fsuccess&plan=curso-anual',
      payload: '{"sourcePage":"/renew","step":3}',
      installments: [1, 2, 3, 6, 12],
      ids: '12,34,56',
      cidade: 'São Paulo',
      note: 'código do pedido 1234',
    };
    expect(redactCardData(body)).toEqual(body);
  });
});
