import { styled } from '@/ui/stitches.config';
import { Heading, Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

const FullScreen = styled('main', {
  position: 'fixed',
  inset: 0,
  zIndex: 10000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$5',
  textAlign: 'center',
  backgroundColor: '$neutralLow',
});

/** The full-screen notice that replaces the page when cookies are disabled (spec §2). */
export function CookiesDisabledNotice() {
  return (
    <FullScreen>
      <Heading>Os cookies do seu navegador estão desativados</Heading>
      <Text>Ative e tente novamente.</Text>
      <LinkButton
        href={typeof window === 'undefined' ? '/' : window.location.href}
        onClick={(event) => {
          event.preventDefault();
          window.location.reload();
        }}
      >
        Tentar novamente
      </LinkButton>
    </FullScreen>
  );
}
