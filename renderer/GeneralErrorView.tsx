import { styled } from '@/ui/stitches.config';
import { Heading, Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';
import { messages } from '@/lib/validation/messages';

const Wrapper = styled('main', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$8 $5',
  textAlign: 'center',
});

/**
 * The buyer-facing error view (spec §8 general message), used by /generic-error, the 404
 * page and the step error boundary. `retryHref` keeps the original query so the buyer can
 * start the checkout again where they came from.
 */
export function GeneralErrorView({
  retryHref,
  asMain = true,
}: {
  retryHref?: string;
  asMain?: boolean;
}) {
  return (
    <Wrapper as={asMain ? 'main' : 'div'} role={asMain ? undefined : 'alert'}>
      <Heading>Algo deu errado</Heading>
      <Text>{messages.general.unexpected}</Text>
      {retryHref ? <LinkButton href={retryHref}>Tentar novamente</LinkButton> : null}
    </Wrapper>
  );
}
