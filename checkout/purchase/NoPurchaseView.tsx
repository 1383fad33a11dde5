import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';

/**
 * The success step of a buyer with no payment in this session (a link opened elsewhere, a
 * lost session): nothing is said to be confirmed; the buyer can start the purchase again.
 */
export function NoPurchaseView() {
  const { restart, navigating } = useStepNavigation();
  return (
    <div data-success-variant="none">
      <Heading>Não encontramos um pagamento seu</Heading>
      <Text>
        Não há um pagamento seu nesta sessão. Se você já pagou, a confirmação está no seu e-mail; se
        não, comece de novo para concluir a compra.
      </Text>
      <Button block busy={navigating} onClick={() => void restart()}>
        Começar de novo
      </Button>
    </div>
  );
}
