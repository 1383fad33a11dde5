import { messages } from '@/lib/validation/messages';

/**
 * The pt-BR copy catalogue: every text a buyer reads that is worded differently in Brazil and
 * in Mozambique, plus the field messages of spec §5 and the general messages of spec §8, quoted
 * to the letter. It is the base of the pt-MZ catalogue (`ptMZ`), which overrides only what
 * Mozambican Portuguese says otherwise. Texts with a value to fill carry a `{name}` placeholder
 * (filled with `fillCopy`), so a catalogue stays plain data ops can read and check.
 */
export const ptBR = {
  /** Field validation (spec §5) and general (spec §8) messages (lib/validation/messages.ts). */
  messages,
  /** The lead step's phone field (spec §2 'Celular'). */
  lead: {
    heading: 'Preencha seus dados',
    phoneLabel: 'Celular',
    phoneCountryLabel: 'País do celular',
  },
  /**
   * The phone-verification step. The spec gives no wording, so it follows what Brazilian
   * buyers read on Hotmart, Kiwify and Mercado Pago code screens.
   */
  phoneVerification: {
    heading: 'Confirme seu celular',
    fillDetails: 'Preencher meus dados',
    sending: 'Enviando o código por SMS…',
    codeSent: 'Enviamos um código de {length} dígitos por SMS para {phone}.',
    willSend: 'Vamos enviar um código por SMS para {phone}.',
    yourPhone: 'o seu celular',
    resendIn: 'Você pode pedir um novo código em {time}.',
    resendInSeconds: 'Você poderá pedir um novo código em {seconds} segundos.',
    resendReady: 'Você já pode pedir um novo código.',
    codeIncomplete: 'Digite os {length} números do código.',
    invalidCode: 'Código incorreto. Confira o SMS e tente novamente.',
    tooManyAttempts: 'Você errou o código muitas vezes. Peça um novo código para continuar.',
    codeExpired: 'Este código expirou. Peça um novo código.',
    codeNotSent: 'Ainda não enviamos um código para este número. Peça um novo código.',
    resendTooSoon: 'Aguarde alguns segundos para pedir um novo código.',
    tooManySms: 'Você pediu muitos códigos. Tente novamente mais tarde ou fale com o atendimento.',
    noLead: 'Precisamos dos seus dados antes de confirmar o celular.',
    resent: 'Enviamos um novo código por SMS.',
    verified: 'Celular confirmado!',
  },
  /** The billing address form's words that follow the country (spec §2). */
  address: {
    postalCodeLabel: 'CEP',
    postalCodePlaceholder: '00000-000',
    stateLabel: 'Estado',
  },
  /** Offer terms shown with a plan's price (`offerNotes`). */
  offer: {
    annualOnlyTitle: 'Somente plano anual',
    /** How an annual-only plan is paid: in cash only, or in installments too where offered. */
    annualOnlyDetail: {
      cash: 'Disponível apenas no plano anual: pague à vista.',
      installments: 'Disponível apenas no plano anual: pague à vista ou parcelado no cartão.',
    },
    trialUsedTitle: 'Período grátis já utilizado',
    trialUsedDetail:
      'Você já aproveitou os {trial} grátis deste curso, então a cobrança começa na confirmação do pagamento.',
    priceOnNextStep: 'Você verá o preço e as formas de pagamento na próxima etapa.',
    /** A custom offer whose link names no offer that exists. */
    notFound:
      'Não encontramos esta oferta. O link pode ter expirado ou estar incompleto, mas você ainda pode ver os planos disponíveis e concluir sua matrícula.',
  },
  /** Headings of offer steps a brand leaves unnamed. */
  offerHeadings: {
    yourOffer: 'Sua oferta especial',
    /** The title of an order with add-ons (plan summary, order bump). */
    yourOrder: 'Seu pedido',
    specialOffer: 'Uma oferta especial para você',
    howManyProfiles: 'Quantos perfis você quer?',
  },
  /** A step reached with no payment of the buyer in the session (`JourneyLostView`). */
  journeyLost: {
    canRestart:
      'Não há um pagamento seu nesta sessão. Se você já pagou, a confirmação está no seu e-mail; se não, comece de novo para concluir a compra.',
    cannotRestart:
      'Não há um pagamento seu nesta sessão. Se você já pagou, a confirmação está no seu e-mail. Se ainda não pagou, abra de novo o link que enviamos a você para concluir o pagamento.',
  },
  /** The success page. */
  success: {
    paymentConfirmed: 'Seu pagamento foi confirmado e {access}.',
    trialStarted: 'Seu período grátis de {trial} começou e {access}.',
    detailsSent: 'Enviamos os detalhes da compra para {email}.',
    referrerQuestion: 'Como você nos conheceu?',
  },
} as const;

/** A catalogue's shape with every text widened to `string` (what each language must provide). */
export type CopyShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CopyShape<T[K]>;
};

/** A copy catalogue: the same keys as the pt-BR one, each with its language's text. */
export type Copy = CopyShape<typeof ptBR>;
