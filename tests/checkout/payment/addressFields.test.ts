import { ptBR } from '@/checkout/copy/ptBR';
import { ptMZ } from '@/checkout/copy/ptMZ';
import { addressValidators, emptyAddress, toLeadAddress } from '@/checkout/payment/addressFields';

describe('addressFields', () => {
  it('should prefill the country of each variant', () => {
    expect(emptyAddress('BR').country).toBe('Brasil');
    expect(emptyAddress('MZ').country).toBe('Moçambique');
  });

  it('should apply the spec §5 messages', () => {
    const rules = addressValidators('BR', ptBR);
    expect(rules.postalCode('0131010')).toBe('Insira um CEP válido');
    expect(rules.postalCode('01310-100')).toBeUndefined();
    expect(rules.street('Av. Paulista')).toBeUndefined();
    expect(rules.street('Rua <10>')).toBe('Insira um endereço válido');
    expect(rules.number(' ')).toBe('Insira um número válido');
    expect(rules.complement('')).toBeUndefined();
    expect(rules.complement('Apto #3')).toBe('Insira um complemento válido');
    expect(rules.neighbourhood('')).toBe('Insira um bairro válido');
    expect(rules.city('')).toBe('Insira uma cidade válida');
    expect(rules.state('XX')).toBe('Insira um estado válido');
    expect(rules.state('SP')).toBeUndefined();
    expect(rules.country('')).toBe('Insira um pais válido');
  });

  it('should take a free-text province and no neighbourhood in Mozambique, in Mozambican words', () => {
    const rules = addressValidators('MZ', ptMZ);
    expect(rules.state('Maputo Cidade')).toBeUndefined();
    expect(rules.state('')).toBe('Insira uma província válida');
    expect(rules.neighbourhood('')).toBeUndefined();
  });

  it('should take the 4-digit Mozambican postal code in Mozambique and the CEP in Brazil', () => {
    const mz = addressValidators('MZ', ptMZ);
    expect(mz.postalCode('1100')).toBeUndefined();
    expect(mz.postalCode('01310-100')).toBe('Insira um código postal válido');
    expect(mz.postalCode('110')).toBe('Insira um código postal válido');
    expect(addressValidators('BR', ptBR).postalCode('1100')).toBe('Insira um CEP válido');
  });

  it('should accept streets with abbreviations and punctuation in both countries', () => {
    for (const variant of ['BR', 'MZ'] as const) {
      const rules = addressValidators(variant, variant === 'MZ' ? ptMZ : ptBR);
      expect(rules.street('Av. Julius Nyerere, 123')).toBeUndefined();
      expect(rules.street('R. 7 de Setembro, 45 - apto 3')).toBeUndefined();
    }
  });

  it('should trim the address and leave out empty optional parts', () => {
    expect(
      toLeadAddress({
        postalCode: ' 01310-100 ',
        street: 'Avenida Paulista ',
        number: '1000',
        complement: ' ',
        neighbourhood: '',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
      }),
    ).toEqual({
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    });
  });
});
