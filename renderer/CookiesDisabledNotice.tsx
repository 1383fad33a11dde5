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

/** Whether this browser accepts cookies (spec §2 cookies-disabled notice). */
export function browserAcceptsCookies(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    document.cookie = 'trilha_cookie_check=1; path=/; SameSite=Lax';
    const accepted = document.cookie.includes('trilha_cookie_check=1');
    document.cookie = 'trilha_cookie_check=; path=/; max-age=0; SameSite=Lax';
    return accepted;
  } catch {
    return false;
  }
}

let disabled: boolean | undefined;

/**
 * Whether cookies are disabled in this browser, checked once per page load (the check writes
 * a cookie, so it is not repeated on every render).
 */
export function cookiesAreDisabled(): boolean {
  disabled ??= !browserAcceptsCookies();
  return disabled;
}

/** Forgets the cached answer of `cookiesAreDisabled` (tests switch cookies on and off). */
export function resetCookieCheck(): void {
  disabled = undefined;
}

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
