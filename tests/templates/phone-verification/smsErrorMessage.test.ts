import { ApiError } from '@/checkout/api/ApiError';
import { ptBR } from '@/checkout/copy/ptBR';
import { ptMZ } from '@/checkout/copy/ptMZ';
import { smsFailure } from '@/templates/phone-verification/smsErrorMessage';

const smsMessages = ptBR.phoneVerification;

function answer(status: number, code: string): ApiError {
  return new ApiError({
    kind: 'client',
    status,
    body: { error: { code, message: code } },
    method: 'POST',
    url: '/api/v1/lead/lead_1/phones/validate',
  });
}

describe('smsFailure', () => {
  it.each([
    ['invalid_code', 422, smsMessages.invalidCode, false, false],
    ['too_many_attempts', 422, smsMessages.tooManyAttempts, true, false],
    ['code_expired', 422, smsMessages.codeExpired, true, false],
    ['code_not_sent', 422, smsMessages.codeNotSent, true, false],
    ['resend_too_soon', 429, smsMessages.resendTooSoon, false, true],
    ['too_many_sms', 429, smsMessages.tooManySms, false, false],
  ])('should explain %s in Portuguese', (code, status, message, needsNewCode, resendTooSoon) => {
    expect(smsFailure(answer(status, code))).toEqual({
      message,
      needsNewCode,
      resendTooSoon,
      unexpected: false,
    });
  });

  it('should fall back to the general message of spec §8', () => {
    const general = 'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde';
    expect(smsFailure(answer(500, 'internal')).message).toBe(general);
    expect(smsFailure(new Error('network down')).message).toBe(general);
    expect(smsFailure(new Error('network down')).unexpected).toBe(true);
  });

  it('should explain in the words of the page language', () => {
    expect(smsFailure(answer(422, 'too_many_attempts'), ptMZ).message).toBe(
      'Errou o código muitas vezes. Peça um novo código para continuar.',
    );
  });
});
