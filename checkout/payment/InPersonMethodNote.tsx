import type { Plan } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import type { InPersonMethod } from '@/checkout/payment/paymentMethodOptions';
import { Text } from '@/ui/Card';

const howPaid: Record<InPersonMethod, string> = {
  'credit-card-in-person': 'no cartão, na maquininha do atendimento',
  'pix-in-person': 'com Pix, pelo QR Code do atendimento',
  cash: 'em dinheiro, no balcão',
  cheque: 'em cheque nominal à escola, entregue no balcão',
};

/**
 * What paying in person means, inside the open method card of an attendant's checkout: the
 * amount, where it is paid, and that the order stays pending until the attendant's back
 * office confirms the payment (as at a Brazilian course's sales desk). No card or cheque data
 * is typed here: the attendant takes it at the desk.
 */
export function InPersonMethodNote({ method, plan }: { method: InPersonMethod; plan: Plan }) {
  return (
    <Text>
      Pagamento presencial: {formatMoney(plan.amount, plan.currency)} à vista, pago{' '}
      {howPaid[method]}. O pedido é registrado agora e fica pendente até o atendimento confirmar o
      recebimento.
    </Text>
  );
}
