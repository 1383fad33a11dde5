import type { BoundField } from '@/checkout/useFieldForm';
import { formatMoney } from '@/checkout/format/formatMoney';
import type { Plan } from '@/checkout/api/types';
import { Text } from '@/ui/Card';
import { TextField } from '@/ui/TextField';

/**
 * The M-Pesa part of the payment form (Mozambique): the number the payment request goes to
 * (84 or 85 and 7 digits, with or without +258) and what happens next, as Mozambican buyers
 * know it from M-Pesa: a request pops up on the phone and is confirmed with the M-Pesa PIN.
 */
export function MpesaFields({
  bind,
  amount,
  currency,
}: {
  bind: (name: 'mpesaPhone') => BoundField;
  amount: number;
  currency: Plan['currency'];
}) {
  return (
    <>
      <Text>
        Pague {formatMoney(amount, currency)} com M-Pesa: ao confirmar, enviamos um pedido de
        pagamento para o seu telemóvel, que aprova com o seu PIN M-Pesa.
      </Text>
      <TextField
        label="Número M-Pesa"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="84 123 4567"
        hint="Número Vodacom que começa por 84 ou 85."
        {...bind('mpesaPhone')}
      />
    </>
  );
}
