import { isApiError } from '@/checkout/api/ApiError';
import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';

/** What a failed SMS call means for the buyer: the sentence, and whether the code is now blocked. */
export interface SmsFailure {
  message: string;
  /** The current code can no longer be used: the buyer must ask for a new one. */
  needsNewCode: boolean;
  /** The server refused a new code because one was sent moments ago (the countdown restarts). */
  resendTooSoon: boolean;
  /** Not an answer the step explains: the general message of spec §8, worth reporting. */
  unexpected: boolean;
}

/**
 * Turns a failed send-sms or validate call into what the buyer reads, in the words of `copy`
 * (the page's catalogue), by the error code of the answer (sandbox/README.md lists them);
 * anything else is the general message of spec §8.
 */
export function smsFailure(error: unknown, copy: Copy = ptBR): SmsFailure {
  const code = isApiError(error) ? error.code : undefined;
  const texts = copy.phoneVerification;
  const failure = (message: string, needsNewCode = false, resendTooSoon = false): SmsFailure => ({
    message,
    needsNewCode,
    resendTooSoon,
    unexpected: false,
  });
  switch (code) {
    case 'invalid_code':
      return failure(texts.invalidCode);
    case 'too_many_attempts':
      return failure(texts.tooManyAttempts, true);
    case 'code_expired':
      return failure(texts.codeExpired, true);
    case 'code_not_sent':
      return failure(texts.codeNotSent, true);
    case 'resend_too_soon':
      return failure(texts.resendTooSoon, false, true);
    case 'too_many_sms':
      return failure(texts.tooManySms);
    default:
      return { ...failure(copy.messages.general.unexpected), unexpected: true };
  }
}
