import { Heading } from '@/ui/Card';
import { StepLoading } from '@/ui/StepLoading';

/** The payment step while its plans load: the heading and a labelled spinner. */
export function PlansLoading({ heading }: { heading: string }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <StepLoading label="Carregando o plano" />
    </>
  );
}
