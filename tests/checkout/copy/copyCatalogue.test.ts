import { catalogues, pageLanguage } from '@/checkout/copy/catalogues';
import { fieldMessage } from '@/checkout/copy/fieldMessage';
import type { MessageField } from '@/checkout/copy/fieldMessage';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { ptBR } from '@/checkout/copy/ptBR';
import { ptBrOnlyTerms, ptBrOnlyTermsIn } from '@/checkout/copy/ptBrOnlyTerms';
import { ptMZ } from '@/checkout/copy/ptMZ';
import { withOverrides } from '@/checkout/copy/withOverrides';

/** Every text of a catalogue with its key path ('messages.cep.invalid'). */
function textsOf(tree: object, path = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : textsOf(value as object, `${path}${key}.`),
  );
}

describe('copy catalogues', () => {
  it('should give every language the same keys', () => {
    const keys = (tree: object) => textsOf(tree).map(([key]) => key);
    expect(keys(ptMZ)).toEqual(keys(ptBR));
    expect(Object.keys(catalogues).sort()).toEqual(['pt-BR', 'pt-MZ']);
  });

  it('should hold no pt-BR-only term in the pt-MZ catalogue', () => {
    const offending = textsOf(ptMZ).filter(([, text]) => ptBrOnlyTermsIn(text).length > 0);
    expect(offending).toEqual([]);
  });

  it('should find a pt-BR-only term as a whole word, as written', () => {
    for (const { term } of ptBrOnlyTerms) {
      expect(ptBrOnlyTermsIn(`Texto com ${term} no meio.`)).toEqual([term]);
    }
    expect(ptBrOnlyTermsIn('Insira um CEP válido')).toEqual(['CEP']);
    expect(ptBrOnlyTermsIn('CEPA, celulares, Vocês')).toEqual([]);
  });

  it("should speak the spec's Mozambique phone wording and Mozambican address words in pt-MZ", () => {
    const mozambique = 'Selecione a bandeira do país e insira um número válido com DDD.';
    expect(ptMZ.messages.phone).toEqual({
      international: mozambique,
      brazilianMobile: mozambique,
      mozambique,
    });
    expect(ptMZ.messages.cep.invalid).toBe('Insira um código postal válido');
    expect(ptMZ.messages.state.invalid).toBe('Insira uma província válida');
    expect(ptMZ.lead.phoneLabel).toBe('Telemóvel');
    // What both languages say alike is written once, in pt-BR.
    expect(ptMZ.messages.cardNumber.invalid).toBe(ptBR.messages.cardNumber.invalid);
  });

  it('should keep a message different from the others of its field, so a message names its key', () => {
    for (const [field, texts] of Object.entries(ptBR.messages)) {
      const values = Object.values(texts);
      expect({ field, unique: new Set(values).size }).toEqual({ field, unique: values.length });
    }
  });

  it("should turn a validator's pt-BR message into the page language's", () => {
    const field: MessageField = 'cep';
    expect(fieldMessage(ptMZ, field, ptBR.messages.cep.invalid)).toBe(ptMZ.messages.cep.invalid);
    expect(fieldMessage(ptBR, field, ptBR.messages.cep.invalid)).toBe('Insira um CEP válido');
    expect(fieldMessage(ptMZ, 'phone', ptBR.messages.phone.international)).toBe(
      ptMZ.messages.phone.mozambique,
    );
    expect(fieldMessage(ptMZ, 'cep', undefined)).toBeUndefined();
    expect(() => fieldMessage(ptMZ, 'cep', 'Outra coisa')).toThrow(/COPY_MESSAGE_UNKNOWN/);
  });

  it('should refuse an override of a text the base catalogue lacks', () => {
    expect(() =>
      withOverrides(ptBR, { lead: { phoneLable: 'x' } } as unknown as Parameters<
        typeof withOverrides
      >[1]),
    ).toThrow(/COPY_OVERRIDE_UNKNOWN: 'lead.phoneLable'/);
  });

  it('should fill placeholders and name a missing value', () => {
    expect(fillCopy(ptMZ.success.detailsSent, { email: 'a@b.co' })).toBe(
      'Enviámos os detalhes da compra para a@b.co.',
    );
    expect(() => fillCopy(ptMZ.success.detailsSent, {})).toThrow(/COPY_VALUE_MISSING/);
  });

  it('should serve pt-MZ on the Mozambique variant and pt-BR elsewhere', () => {
    expect(pageLanguage({ isMozambiqueTheme: true })).toBe('pt-MZ');
    expect(pageLanguage({ isMozambiqueTheme: false })).toBe('pt-BR');
  });
});
