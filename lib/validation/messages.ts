/**
 * The field messages of spec §5 and the two general messages of spec §8, quoted to the letter:
 * field → message key → pt-BR text. Validators (here and in the API) answer with these; the
 * pt-BR copy catalogue carries them as its `messages` (checkout/copy/ptBR.ts), the pt-MZ one
 * overrides what Mozambican Portuguese says otherwise, and a form shows them in its page's
 * language through `inLanguage` (checkout/copy).
 */
export const messages = {
  name: {
    firstAndLast: 'Preencha com nome e sobrenome.',
    tooLong: 'Nome muito extenso',
    lettersOnly: 'Insira apenas letras',
  },
  email: {
    invalid: 'Insira um email válido.',
  },
  phone: {
    international: 'Insira um número válido',
    brazilianMobile:
      'Insira o DDD e um número de celular válido. Caso seja de fora do Brasil, selecione a bandeira no ícone ao lado.',
    mozambique: 'Selecione a bandeira do país e insira um número válido com DDD.',
  },
  cardNumber: {
    invalid: 'Revise o número do cartão.',
  },
  cardExpireDate: {
    invalid: 'Revise a data de validade.',
  },
  cardCvv: {
    invalid: 'Revise o código de segurança.',
  },
  cardCompany: {
    invalid: 'Revise a bandeira do cartão.',
  },
  cardBrandChoice: {
    required: 'Selecione a bandeira do cartão',
  },
  registry: {
    invalidCpf: 'Insira um CPF válido.',
    invalidCnpj: 'Insira um CNPJ válido.',
    invalid: 'Revise este campo.',
  },
  cpf: {
    invalid: 'Revise o CPF.',
  },
  cnpj: {
    invalid: 'Revise o CNPJ.',
  },
  address: {
    invalid: 'Insira um endereço válido',
  },
  neighbourhood: {
    invalid: 'Insira um bairro válido',
  },
  city: {
    invalid: 'Insira uma cidade válida',
  },
  country: {
    // Spec §5 writes 'pais' without the accent; quoted as is.
    invalid: 'Insira um pais válido',
  },
  state: {
    invalid: 'Insira um estado válido',
  },
  number: {
    invalid: 'Insira um número válido',
  },
  cep: {
    invalid: 'Insira um CEP válido',
  },
  complement: {
    invalid: 'Insira um complemento válido',
  },
  general: {
    unexpected: 'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
    paymentFailed: 'Não conseguimos processar a transação. Faça uma nova tentativa.',
  },
} as const;

/** The message catalogue's shape: field → message key → Portuguese text. */
export type Messages = typeof messages;

/** Any field-validation message of spec §5 (what a validator returns when a value is invalid). */
export type ValidationMessage = {
  [Field in Exclude<keyof Messages, 'general'>]: Messages[Field][keyof Messages[Field]];
}[Exclude<keyof Messages, 'general'>];

/** One of the two general messages of spec §8 (unexpected error, failed payment). */
export type GeneralMessage = Messages['general'][keyof Messages['general']];
