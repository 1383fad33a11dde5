/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { resetCookieCheck } from '@/renderer/cookieCheck';
import { Profiler, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckoutProvider, useCheckout } from '@/checkout/CheckoutContext';
import { PageShell } from '@/renderer/PageShell';
import { LOADER_DELAY_MS } from '@/renderer/LoadingOverlay';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { fixturePage } from '../templates/fixturePage';
import { templateRegistry } from '@/schemas/generated/templateRegistry';

const NO_FLAGS = {
  backButton: false,
  hideLogo: false,
  upsellStyle: false,
  hideSellerBanner: false,
};

function renderShell(page: CheckoutPageProps, child: React.ReactNode = <p>conteúdo</p>) {
  return render(
    <CheckoutProvider page={page}>
      <PageShell>{child}</PageShell>
    </CheckoutProvider>,
  );
}

describe('PageShell', () => {
  beforeEach(() => resetCookieCheck());
  it('should show the seller banner for a named seller', () => {
    renderShell(fixturePage({ seller: 'ana', sellerName: 'Ana Paula' }));
    expect(screen.getByText('Atendimento Ana Paula')).toBeInTheDocument();
  });

  it('should hide the seller banner for performance and where the template hides it (/payment-verification)', () => {
    const { unmount } = renderShell(
      fixturePage({ seller: 'performance', sellerName: 'performance' }),
    );
    expect(screen.queryByText(/^Atendimento/)).not.toBeInTheDocument();
    unmount();
    renderShell(
      fixturePage({
        seller: 'ana',
        sellerName: 'Ana Paula',
        shell: { ...NO_FLAGS, hideSellerBanner: true },
      }),
    );
    expect(screen.queryByText(/^Atendimento/)).not.toBeInTheDocument();
  });

  it('should never show the seller text of the query when no lookup named the seller', () => {
    renderShell(fixturePage({ seller: 'Ligue 0800 000 0000', sellerName: null }));
    expect(screen.queryByText(/Atendimento/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0800/)).not.toBeInTheDocument();
  });

  it('should show Voltar on /payment and not on /lead', () => {
    const { unmount } = renderShell(fixturePage({ pathname: '/payment' }, 'payment'));
    expect(screen.getByRole('button', { name: /Voltar/ })).toBeInTheDocument();
    unmount();
    renderShell(fixturePage({ pathname: '/lead' }));
    expect(screen.queryByRole('button', { name: /Voltar/ })).not.toBeInTheDocument();
  });

  it('should show the brand logo at 110px by default and hide it where the template hides it (upsell routes)', () => {
    const page = fixturePage();
    const { unmount } = renderShell(page);
    const logo = screen.getByRole('img', { name: page.brand.displayName });
    expect(logo).toHaveAttribute('src', page.brand.logo.file);
    unmount();
    renderShell(
      fixturePage({ pathname: '/payment/upsell', shell: templateRegistry['upsell-payment'].shell }),
    );
    expect(screen.queryByRole('img', { name: page.brand.displayName })).not.toBeInTheDocument();
  });

  it('should give the logo a width and a height from its aspect ratio, so it reserves its box', () => {
    const page = fixturePage({ logoAspectRatio: 48 / 220 });
    renderShell(page);
    const logo = screen.getByRole('img', { name: page.brand.displayName });
    expect(logo).toHaveAttribute('width', String(page.brand.logo.width ?? 110));
    expect(logo).toHaveAttribute(
      'height',
      String(Math.round((page.brand.logo.width ?? 110) * (48 / 220))),
    );
  });

  it("should show the step's own logo even on a no-logo route", () => {
    const page = fixturePage({
      pathname: '/success/upsell',
      shell: templateRegistry['upsell-success'].shell,
    });
    page.step.props = {
      media: { logo: '/brands/medvalida/logo.svg' },
      style: { logo: { width: 140 } },
    };
    renderShell(page);
    const logo = screen.getByRole('img', { name: page.brand.displayName });
    expect(logo).toHaveAttribute('width', '140');
  });

  it('should show the loading overlay only after the loader delay', () => {
    jest.useFakeTimers();
    function StartLoading() {
      const { setLoading } = useCheckout();
      useEffect(() => setLoading(true), [setLoading]);
      return null;
    }
    renderShell(fixturePage(), <StartLoading />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(LOADER_DELAY_MS);
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('should replace the page with the cookies notice when cookies are disabled', async () => {
    const spy = jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    try {
      renderShell(fixturePage());
      // The notice's view loads only for such a buyer (next/dynamic, browser only).
      expect(
        await screen.findByText('Os cookies do seu navegador estão desativados'),
      ).toBeInTheDocument();
      expect(screen.getByText('Ative e tente novamente.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tentar novamente' })).toBeInTheDocument();
      expect(screen.queryByText('conteúdo')).not.toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it('should show the staging badge when the staging flag is on', async () => {
    renderShell(fixturePage({ staging: true }));
    expect(await screen.findByText('Homologação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar homologação' })).toBeInTheDocument();
  });

  it('should constrain the form to the brand form width', () => {
    renderShell(fixturePage());
    expect(screen.getByText('conteúdo').parentElement).toHaveStyle({
      maxWidth: `${fixturePage().brand.formMaxWidth}px`,
    });
  });
});

describe('PageShell hydration', () => {
  beforeEach(() => resetCookieCheck());
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  /** The shell's server HTML, hydrated in a window `width` px wide; counts the shell's commits. */
  async function hydrateShell(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    const page = fixturePage(
      { brand: { ...fixturePage().brand, logo: { ...fixturePage().brand.logo, width: 160 } } },
      'payment',
    );
    const tree = (
      <CheckoutProvider page={page}>
        <PageShell>
          <p>conteúdo</p>
        </PageShell>
      </CheckoutProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    let commits = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="shell" onRender={() => (commits += 1)}>
          {tree}
        </Profiler>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    const logo = container.querySelector('img');
    const result = { commits, errors, logoWidth: logo?.getAttribute('width') };
    container.remove();
    return result;
  }

  it('should hydrate in one commit in a window of a usual width (the logo is the server one)', async () => {
    const result = await hydrateShell(412);
    expect(result.errors).toEqual([]);
    expect(result.logoWidth).toBe('160');
    expect(result.commits).toBe(1);
  });

  it('should narrow the logo to 110px after hydrating in a window under 250px', async () => {
    const result = await hydrateShell(240);
    expect(result.errors).toEqual([]);
    expect(result.logoWidth).toBe('110');
  });
});
