import { Heading } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Loading = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/** The payment step while its plans load: the heading and a labelled spinner. */
export function PlansLoading({ heading }: { heading: string }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <Loading>
        <Spinner label="Carregando o plano" />
      </Loading>
    </>
  );
}
