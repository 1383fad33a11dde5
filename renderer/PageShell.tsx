import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { styled } from '@/ui/stitches.config';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { LoadingOverlay } from '@/renderer/LoadingOverlay';
import { cookiesAreDisabled } from '@/renderer/cookieCheck';
import { hideLogo, logoWidth, showSellerBanner } from '@/renderer/rules/shellRules';
import { stepHref } from '@/checkout/navigation/stepHref';
import { routeTable } from '@/checkout/navigation/routeTable';
import { useStepNavigator } from '@/checkout/navigation/stepNavigator';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { useStepFocus } from '@/renderer/useStepFocus';
import { pageHead } from '@/renderer/pageHead';
import { STEP_LOADING_SELECTOR, WAITS_FOR_CONTENT_SELECTOR } from '@/ui/StepLoading';

// Two views few buyers see load only for them, in the browser: the staging badge (a staging
// page) and the cookies-disabled notice (cookies off, known only in the browser).
const StagingBadge = dynamic(
  () => import('@/renderer/StagingBadge').then((module) => module.StagingBadge),
  { ssr: false },
);
const CookiesDisabledNotice = dynamic(
  () => import('@/renderer/CookiesDisabledNotice').then((module) => module.CookiesDisabledNotice),
  { ssr: false },
);

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWindowWidth = (): number | undefined => window.innerWidth;
const noSubscription = () => () => undefined;

/** The step's column, marked so the footer can wait while it is empty. */
const STEP_COLUMN_SELECTOR = '[data-step-column]';

const Page = styled('div', {
  minHeight: '100vh',
  backgroundColor: '$neutralLow',
  color: '$neutralHigh',
  fontFamily: '$body',
  // While the step shows nothing yet (its code or the session still being read) or its loading
  // state (the session read after hydration, an account record, the plans), the footer waits:
  // shown under the spinner, it would jump down when the step's content replaced it (a layout
  // shift of 0.1 to 0.4 on a phone).
  [`&:has(${STEP_LOADING_SELECTOR}, ${STEP_COLUMN_SELECTOR}:empty) > footer`]: { display: 'none' },
  // For the same reason what a step draws under its content (the upsell's 'Não, obrigado'
  // under its payment form) waits while a loading state before it is shown.
  [`& ${STEP_LOADING_SELECTOR} ~ ${WAITS_FOR_CONTENT_SELECTOR}`]: { display: 'none' },
});

const SellerBanner = styled('p', {
  margin: 0,
  padding: '$2 $4',
  textAlign: 'center',
  fontSize: '$sm',
  fontWeight: '$semibold',
  backgroundColor: '$secondaryLow',
  color: '$neutralHigh',
  variants: {
    upsell: { true: { backgroundColor: '$primaryPure', color: '$primaryLow' } },
  },
});

/** Room kept on each side of the logo when 'Voltar' is shown: the button's width and a gap. */
const BACK_ROOM = '104px';

const Header = styled('header', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '64px',
  padding: '$4',
  maxWidth: '$content',
  margin: '0 auto',
  // The logo stays centred in the room 'Voltar' leaves on both sides, and shrinks to fit it:
  // a wide logo never runs under the button on a narrow phone. Its width and height attributes
  // keep the room before it loads; the class (not a style attribute) sizes it after.
  '& img': { maxWidth: '100%', height: 'auto', maxHeight: '64px', objectFit: 'contain' },
  variants: {
    withBack: { true: { paddingLeft: BACK_ROOM, paddingRight: BACK_ROOM } },
  },
});

const BackButton = styled('button', {
  all: 'unset',
  position: 'absolute',
  left: '$4',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '44px',
  minWidth: '44px',
  padding: '0 $2',
  cursor: 'pointer',
  color: '$neutralHigh',
  fontWeight: '$semibold',
  borderRadius: '$xs',
  '&:focus-visible': { outline: '3px solid $primaryPure' },
});

const Main = styled('main', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '0 $4 $8',
});

const FormColumn = styled('div', { margin: '0 auto', width: '100%' });

const Footer = styled('footer', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$5 $4',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  justifyContent: 'center',
  fontSize: '$sm',
  '& a': {
    color: '$neutralHigh',
    minHeight: '24px',
    display: 'inline-flex',
    alignItems: 'center',
  },
});

/** The URL of the flow's first step (the lead step of spec §2), without the query. */
function firstStepHref(page: CheckoutPageProps): string {
  const first = page.productFlow.steps[0];
  return first
    ? page.routePrefix + stepHref({ step: first, routeTable, query: {}, params: page.routeParams })
    : '/';
}

/**
 * The page shell of spec §2 around every step: title and favicon, logo, 'Voltar', the
 * 'Atendimento <seller>' banner, upsell styling, the loading overlay, the staging badge, the
 * cookies-disabled notice, and the content column (505px) with the brand's form width
 * (485px, 465px for Mozambique). After a step change, focus moves to the step's heading, described
 * with its 'Passo N de M' (see `useStepFocus`).
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { page } = useCheckout();
  // 'Voltar' in the studio's preview stays in the preview.
  const navigator = useStepNavigator();
  const loading = useCheckoutSession((session) => session.loading);
  const useUpsellTheme = useCheckoutSession((session) => session.useUpsellTheme);
  const { shell, step, brand } = page;
  const stepMedia = (step.props as { media?: { logo?: string; favicon?: string } }).media;
  const stepLogoWidth = (step.props as { style?: { logo?: { width?: number } } }).style?.logo
    ?.width;
  // The logo's width, not the window's: a window of any usual width gives the server's
  // answer, so hydration does not render the shell again.
  const propsLogoWidth = stepLogoWidth ?? brand.logo.width;
  const width = useSyncExternalStore(
    subscribeToResize,
    () => logoWidth({ propsWidth: propsLogoWidth, windowWidth: readWindowWidth() }),
    () => logoWidth({ propsWidth: propsLogoWidth, windowWidth: undefined }),
  );
  const cookiesDisabled = useSyncExternalStore(noSubscription, cookiesAreDisabled, () => false);
  const main = useRef<HTMLElement | null>(null);
  useStepFocus(main, step.id, page.stepPosition);
  // The server wrote the title and favicon (pages/_document.tsx); a client-side navigation to a
  // step of another product or favicon updates them here.
  const head = pageHead(page);
  useEffect(() => {
    if (document.title !== head.title) document.title = head.title;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && icon.getAttribute('href') !== head.favicon) icon.setAttribute('href', head.favicon);
  }, [head.title, head.favicon]);

  if (cookiesDisabled) return <CookiesDisabledNotice />;

  const upsell = shell.upsellStyle || useUpsellTheme;
  const logo = stepMedia?.logo ?? brand.logo.file;
  const links = brand.links[page.environment];

  return (
    <Page data-upsell={upsell || undefined}>
      {showSellerBanner({ shell, seller: page.seller, sellerName: page.sellerName }) ? (
        <SellerBanner upsell={upsell}>{`Atendimento ${page.sellerName}`}</SellerBanner>
      ) : null}
      <Header withBack={shell.backButton}>
        {shell.backButton ? (
          <BackButton
            type="button"
            onClick={() => (navigator ? navigator.back() : window.history.back())}
          >
            <span aria-hidden="true">‹</span> Voltar
          </BackButton>
        ) : null}
        {hideLogo(shell, Boolean(stepMedia?.logo)) ? null : (
          // eslint-disable-next-line @next/next/no-img-element -- brand SVGs are tiny and sized by config
          <img
            src={logo}
            alt={brand.displayName}
            width={width}
            height={page.logoAspectRatio ? Math.round(width * page.logoAspectRatio) : undefined}
          />
        )}
      </Header>
      <Main ref={main}>
        <FormColumn
          data-step-column=""
          style={{ maxWidth: brand.formMaxWidth ?? (page.isMozambiqueTheme ? 465 : 485) }}
        >
          {children}
        </FormColumn>
      </Main>
      {/* A footer of its own per step: moving to a step of another height (a client-side
          navigation) shows a new footer under it, never the old one jumping. */}
      <Footer key={step.id}>
        {links ? (
          <>
            <a href={links.terms} target="_blank" rel="noreferrer">
              Termos de uso
            </a>
            <a href={links.politics} target="_blank" rel="noreferrer">
              Política de privacidade
            </a>
          </>
        ) : null}
        <a href={brand.faqLink} target="_blank" rel="noreferrer">
          Dúvidas frequentes
        </a>
      </Footer>
      <LoadingOverlay loading={loading} />
      {page.staging ? <StagingBadge fallbackHref={firstStepHref(page)} /> : null}
    </Page>
  );
}
