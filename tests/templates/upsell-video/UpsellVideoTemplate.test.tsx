/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { readSession } from '@/checkout/sessionStore';
import type { UpsellVideoProps } from '@/schemas/generated/types';
import { UpsellVideoTemplate } from '@/templates/upsell-video/UpsellVideoTemplate';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/video/upsell',
    asPath: '/video/upsell',
  }),
}));

const video = {
  url: '/videos/apresentacao.webm',
  title: 'Apresentação da Mentoria',
} as const;

function renderUpsellVideo(
  props: UpsellVideoProps,
  { decline = false, videoFlag = true }: { decline?: boolean; videoFlag?: boolean } = {},
) {
  const flow = chainFlow('default', [
    'payment',
    { templateId: 'upsell-video', nextStepIds: decline ? { decline: 'success' } : {} },
    'upsell-payment',
    'success',
  ]);
  const brand = fixtureBrand();
  const page: CheckoutPageProps = fixturePage(
    {
      productFlow: flow,
      pathname: '/video/upsell',
      brand: { ...brand, upsell: { ...brand.upsell, upsellVideoPresentation: videoFlag } },
    },
    'upsell-video',
  );
  const user = userEvent.setup();
  const view = render(
    <CheckoutProvider page={page}>
      <UpsellVideoTemplate step={page.step} props={props} />
    </CheckoutProvider>,
  );
  return { user, ...view };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
});

describe('UpsellVideoTemplate', () => {
  it('should present the upsell with its video and go on to the offer in the upsell theme', async () => {
    const { user } = renderUpsellVideo({ video, text: 'Quatro encontros ao vivo.' });
    expect(
      screen.getByRole('heading', { name: 'Conheça o Revalida Intensivo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quatro encontros ao vivo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Apresentação da Mentoria')).not.toHaveAttribute('autoplay');
    expect(screen.queryByRole('button', { name: 'Não, obrigado' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quero conhecer a oferta' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/payment/upsell?product=MS&flowId=default'),
    );
    expect(readSession('shouldUseUpsellTheme')).toBe(true);
  });

  it("should leave the video out when the brand's video presentation is off, unless the step turns it on", () => {
    const { container, unmount } = renderUpsellVideo({ video }, { videoFlag: false });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quero conhecer a oferta' })).toBeInTheDocument();
    unmount();
    renderUpsellVideo({ video, upsellVideoPresentation: true }, { videoFlag: false });
    expect(screen.getByLabelText('Apresentação da Mentoria').tagName).toBe('VIDEO');
  });

  it('should decline to the step the decline outcome names', async () => {
    const { user } = renderUpsellVideo(
      { video, heading: 'Oferta', declineLabel: 'Agora não' },
      { decline: true },
    );
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/success?product=MS&flowId=default'));
    expect(readSession('shouldUseUpsellTheme')).toBeUndefined();
  });
});
