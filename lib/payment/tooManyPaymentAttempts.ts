/**
 * The answer to a client that made too many payment attempts (card testing): the error code the
 * backend proxy and the sandbox answer with a 429 and `Retry-After`, and the sentence the buyer
 * reads. Shared by the server side that refuses the attempt and the payment forms that show it,
 * so the code and the wording live in one place.
 */

/** The `error.code` of a 429 that refused a payment attempt before it reached the backend. */
export const tooManyPaymentAttemptsCode = 'too_many_payment_attempts';

/** What the buyer reads when payment attempts are refused for a while. */
export const tooManyPaymentAttemptsMessage =
  'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.';
