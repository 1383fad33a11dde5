/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { BrandLoadingIndicator } from '@/checkout/loading/BrandLoadingIndicator';
import { fixtureBrand, fixturePage } from '../../templates/fixturePage';

describe('BrandLoadingIndicator', () => {
  it('should show the spinner and the caption in a polite live region', () => {
    render(
      <CheckoutProvider page={fixturePage()}>
        <BrandLoadingIndicator label="Carregando as unidades…" />
      </CheckoutProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Carregando as unidades…');
    expect(status.querySelector('img')).toBeNull();
  });

  it("should show the brand's loading image instead of the spinner when it has one", () => {
    const brand = { ...fixtureBrand(), loadingImage: '/brands/medvalida/logo.svg' };
    render(
      <CheckoutProvider page={fixturePage({ brand })}>
        <BrandLoadingIndicator label="Enviando o código por SMS…" />
      </CheckoutProvider>,
    );
    const image = screen.getByRole('status').querySelector('img');
    expect(image).toHaveAttribute('src', '/brands/medvalida/logo.svg');
    expect(image).toHaveAttribute('alt', '');
  });
});
