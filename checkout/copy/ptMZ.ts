import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';
import { withOverrides } from '@/checkout/copy/withOverrides';
import type { CopyOverrides } from '@/checkout/copy/withOverrides';

/**
 * The pt-MZ copy catalogue: the pt-BR one with what Mozambican Portuguese says otherwise
 * ('Telemóvel', 'Enviámos', 'código postal', 'província', no 'você'). The spec's Mozambique
 * phone wording (§5) answers every invalid phone, including one typed after the prefilled
 * +258. Installments are off in Mozambique (§9), so a pt-MZ page says 'pague à vista.'; the
 * installments wording is here only to keep the catalogue complete. It must contain none of
 * `ptBrOnlyTerms` (tests/checkout/copy/copyCatalogue.test.ts).
 */
export const ptMZOverrides: CopyOverrides<Copy> = {
  messages: {
    phone: {
      international: ptBR.messages.phone.mozambique,
      brazilianMobile: ptBR.messages.phone.mozambique,
    },
    state: { invalid: 'Insira uma província válida' },
    cep: { invalid: 'Insira um código postal válido' },
  },
  lead: {
    heading: 'Preencha os seus dados',
    phoneLabel: 'Telemóvel',
    phoneCountryLabel: 'País do telemóvel',
  },
  phoneVerification: {
    heading: 'Confirme o seu telemóvel',
    fillDetails: 'Preencher os meus dados',
    sending: 'A enviar o código por SMS…',
    codeSent: 'Enviámos um código de {length} dígitos por SMS para {phone}.',
    yourPhone: 'o seu telemóvel',
    resendIn: 'Pode pedir um novo código em {time}.',
    resendInSeconds: 'Poderá pedir um novo código em {seconds} segundos.',
    resendReady: 'Já pode pedir um novo código.',
    codeIncomplete: 'Introduza os {length} números do código.',
    tooManyAttempts: 'Errou o código muitas vezes. Peça um novo código para continuar.',
    codeNotSent: 'Ainda não enviámos um código para este número. Peça um novo código.',
    tooManySms: 'Pediu muitos códigos. Tente novamente mais tarde ou fale com o atendimento.',
    noLead: 'Precisamos dos seus dados antes de confirmar o telemóvel.',
    resent: 'Enviámos um novo código por SMS.',
    verified: 'Telemóvel confirmado!',
  },
  address: {
    postalCodeLabel: 'Código postal',
    postalCodePlaceholder: '0000',
    stateLabel: 'Província',
  },
  offer: {
    annualOnlyDetail: {
      installments: 'Disponível apenas no plano anual: pague à vista ou em prestações no cartão.',
    },
    trialUsedDetail:
      'Já aproveitou os {trial} grátis deste curso, por isso a cobrança começa na confirmação do pagamento.',
    priceOnNextStep: 'Verá o preço e as formas de pagamento na próxima etapa.',
    notFound:
      'Não encontramos esta oferta. O link pode ter expirado ou estar incompleto, mas ainda pode ver os planos disponíveis e concluir a sua matrícula.',
  },
  offerHeadings: {
    yourOffer: 'A sua oferta especial',
    yourOrder: 'O seu pedido',
    specialOffer: 'Uma oferta especial para si',
    howManyProfiles: 'Quantos perfis quer?',
  },
  journeyLost: {
    canRestart:
      'Não há um pagamento seu nesta sessão. Se já pagou, a confirmação está no seu e-mail; se não, comece de novo para concluir a compra.',
    cannotRestart:
      'Não há um pagamento seu nesta sessão. Se já pagou, a confirmação está no seu e-mail. Se ainda não pagou, abra de novo o link que lhe enviámos para concluir o pagamento.',
  },
  success: {
    paymentConfirmed: 'O seu pagamento foi confirmado e {access}.',
    trialStarted: 'O seu período grátis de {trial} começou e {access}.',
    detailsSent: 'Enviámos os detalhes da compra para {email}.',
    referrerQuestion: 'Como nos conheceu?',
  },
};

/** The whole pt-MZ catalogue (the server's, tests'; a pt-MZ page gets `ptMZOverrides` with its props). */
export const ptMZ: Copy = withOverrides(ptBR, ptMZOverrides);
