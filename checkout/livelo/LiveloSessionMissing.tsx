import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';

/**
 * What a later Livelo step shows when the buyer arrives without the CPF step's data (a new
 * tab, an expired session): what happened and a way back, never a blank page.
 */
export function LiveloSessionMissing({ headingId }: { headingId: string }) {
  const { back } = useStepNavigation();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Sessão Livelo expirada</Heading>
      <Text>Informe seu CPF Livelo novamente para continuar.</Text>
      <Button block variant="secondary" onClick={back}>
        Voltar
      </Button>
    </section>
  );
}
