/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { StepImage } from '@/checkout/offer/StepImage';
import { fixturePage } from '../../templates/fixturePage';

function renderImage(src: string, page: CheckoutPageProps = fixturePage()) {
  const { container } = render(
    <CheckoutProvider page={page}>
      <StepImage src={src} alt="" />
    </CheckoutProvider>,
  );
  return container.querySelector('img')!;
}

/** The box the browser reserves before the image arrives: its width and height attributes. */
function reservedRatio(image: HTMLImageElement): number {
  return Number(image.getAttribute('height')) / Number(image.getAttribute('width'));
}

describe('StepImage', () => {
  it("should reserve the image's own shape (a 240×48 banner), read on the server", () => {
    const page = fixturePage({
      stepImageAspectRatios: { '/brands/medvalida/banner.png': 48 / 240 },
    });
    const image = renderImage('/brands/medvalida/banner.png', page);
    expect(reservedRatio(image)).toBeCloseTo(48 / 240, 2);
    // Width 100% and height auto: the attributes' ratio is the box's (no fixed height).
    expect(getComputedStyle(image).height).not.toBe('240px');
  });

  it('should keep the presentation shape (505×240) when the size is unknown', () => {
    const image = renderImage('/brands/medvalida/other.png');
    expect(image).toHaveAttribute('width', '505');
    expect(image).toHaveAttribute('height', '240');
  });
});
