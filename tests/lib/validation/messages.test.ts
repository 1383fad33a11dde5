import { messages } from '@/lib/validation/messages';

describe('messages', () => {
  it('should quote every field message of spec §5 to the letter, and hold no other', () => {
    const { general, ...fieldMessages } = messages;
    expect(Object.keys(general)).toHaveLength(2);
    expect(fieldMessages).toEqual({
      name: {
        firstAndLast: 'Preencha com nome e sobrenome.',
        tooLong: 'Nome muito extenso',
        lettersOnly: 'Insira apenas letras',
      },
      email: { invalid: 'Insira um email válido.' },
      phone: {
        international: 'Insira um número válido',
        brazilianMobile:
          'Insira o DDD e um número de celular válido. Caso seja de fora do Brasil, selecione a bandeira no ícone ao lado.',
        mozambique: 'Selecione a bandeira do país e insira um número válido com DDD.',
      },
      cardNumber: { invalid: 'Revise o número do cartão.' },
      cardExpireDate: { invalid: 'Revise a data de validade.' },
      cardCvv: { invalid: 'Revise o código de segurança.' },
      cardCompany: { invalid: 'Revise a bandeira do cartão.' },
      cardBrandChoice: { required: 'Selecione a bandeira do cartão' },
      registry: {
        invalidCpf: 'Insira um CPF válido.',
        invalidCnpj: 'Insira um CNPJ válido.',
        invalid: 'Revise este campo.',
      },
      cpf: { invalid: 'Revise o CPF.' },
      cnpj: { invalid: 'Revise o CNPJ.' },
      address: { invalid: 'Insira um endereço válido' },
      neighbourhood: { invalid: 'Insira um bairro válido' },
      city: { invalid: 'Insira uma cidade válida' },
      country: { invalid: 'Insira um pais válido' },
      state: { invalid: 'Insira um estado válido' },
      number: { invalid: 'Insira um número válido' },
      cep: { invalid: 'Insira um CEP válido' },
      complement: { invalid: 'Insira um complemento válido' },
    });
  });

  it('should quote the two general messages of spec §8 to the letter', () => {
    expect(messages.general).toEqual({
      unexpected: 'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      paymentFailed: 'Não conseguimos processar a transação. Faça uma nova tentativa.',
    });
  });
});
