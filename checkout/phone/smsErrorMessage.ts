import { isApiError } from '@/checkout/api/ApiError';
import { messages } from '@/checkout/validation/messages';

/**
 * The Portuguese sentences of the phone-verification step. The spec gives none, so they follow
 * what Brazilian buyers read on Hotmart, Kiwify and Mercado Pago code screens.
 */
export const smsMessages = {
  codeIncomplete: (length: number) => `Digite os ${length} números do código.`,
  invalidCode: 'Código incorreto. Confira o SMS e tente novamente.',
  tooManyAttempts: 'Você errou o código muitas vezes. Peça um novo código para continuar.',
  codeExpired: 'Este código expirou. Peça um novo código.',
  codeNotSent: 'Ainda não enviamos um código para este número. Peça um novo código.',
  resendTooSoon: 'Aguarde alguns segundos para pedir um novo código.',
  tooManySms: 'Você pediu muitos códigos. Tente novamente mais tarde ou fale com o atendimento.',
  noLead: 'Precisamos dos seus dados antes de confirmar o celular.',
  resent: 'Enviamos um novo código por SMS.',
  verified: 'Celular confirmado!',
} as const;

/** What a failed SMS call means for the buyer: the sentence, and whether the code is now blocked. */
export interface SmsFailure {
  message: string;
  /** The current code can no longer be used: the buyer must ask for a new one. */
  needsNewCode: boolean;
  /** The server refused a new code because one was sent moments ago (the countdown restarts). */
  resendTooSoon: boolean;
}

/**
 * Turns a failed send-sms or validate call into what the buyer reads, by the error code of
 * the answer (sandbox/README.md lists them); anything else is the general message of spec §8.
 */
export function smsFailure(error: unknown): SmsFailure {
  const code = isApiError(error) ? error.code : undefined;
  const failure = (message: string, needsNewCode = false, resendTooSoon = false): SmsFailure => ({
    message,
    needsNewCode,
    resendTooSoon,
  });
  switch (code) {
    case 'invalid_code':
      return failure(smsMessages.invalidCode);
    case 'too_many_attempts':
      return failure(smsMessages.tooManyAttempts, true);
    case 'code_expired':
      return failure(smsMessages.codeExpired, true);
    case 'code_not_sent':
      return failure(smsMessages.codeNotSent, true);
    case 'resend_too_soon':
      return failure(smsMessages.resendTooSoon, false, true);
    case 'too_many_sms':
      return failure(smsMessages.tooManySms);
    default:
      return failure(messages.general.unexpected);
  }
}
