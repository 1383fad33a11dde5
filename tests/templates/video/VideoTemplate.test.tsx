/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { VideoProps } from '@/schemas/generated/types';
import { VideoTemplate } from '@/templates/video/VideoTemplate';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/video', asPath: '/video' }),
}));

function videoPage(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  return fixturePage(
    {
      productFlow: chainFlow('video', ['lead', 'video', 'payment']),
      pathname: '/video',
      ...overrides,
    },
    'video',
  );
}

function renderVideo(props: VideoProps, overrides: Partial<CheckoutPageProps> = {}) {
  const page = videoPage(overrides);
  const user = userEvent.setup();
  const view = render(
    <CheckoutProvider page={page}>
      <VideoTemplate step={page.step} props={props} />
    </CheckoutProvider>,
  );
  return { user, ...view };
}

beforeEach(() => {
  jest.clearAllMocks();
  push.mockResolvedValue(true);
});

describe('VideoTemplate', () => {
  it('should play a file video with its captions, never by itself, and go on with Continuar', async () => {
    const { user, container } = renderVideo({
      heading: 'Conheça a Farda Certa',
      video: {
        url: '/videos/apresentacao.webm',
        title: 'Apresentação da Farda Certa',
        captions: '/videos/apresentacao.pt-BR.vtt',
      },
    });
    expect(screen.getByRole('heading', { name: 'Conheça a Farda Certa' })).toBeInTheDocument();
    const video = screen.getByLabelText('Apresentação da Farda Certa');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/videos/apresentacao.webm');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    const track = container.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/apresentacao.pt-BR.vtt');
    expect(track).toHaveAttribute('srclang', 'pt-BR');
    expect(track).toHaveAttribute('label', 'Português');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=video'));
  });

  it('should embed YouTube from youtube-nocookie.com, titled and without autoplay', () => {
    renderVideo({
      video: {
        url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
        title: 'Apresentação do curso',
      },
    });
    const frame = screen.getByTitle('Apresentação do curso');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/M7lc1UVf-VE');
    expect(src.searchParams.get('autoplay')).toBeNull();
  });

  it('should embed Vimeo with do-not-track', () => {
    renderVideo({ video: { url: 'https://player.vimeo.com/video/76979871', title: 'Tour' } });
    const src = new URL(screen.getByTitle('Tour').getAttribute('src') ?? '');
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.searchParams.get('dnt')).toBe('1');
  });

  it("should play the brand's video on YouTube when the step gives none", () => {
    renderVideo({}, { brand: fixtureBrand('farda-certa') });
    expect(
      screen.getByRole('heading', { name: 'Assista ao vídeo de apresentação' }),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('Vídeo: Assista ao vídeo de apresentação');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(
        `^https://www\\.youtube-nocookie\\.com/embed/${fixtureBrand('farda-certa').videoId}\\?`,
      ),
    );
  });

  it('should still let the buyer go on when neither the step nor the brand has a video', async () => {
    const { user, container } = renderVideo({
      text: 'Veja como funciona.',
      buttonLabel: 'Quero me inscrever',
    });
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.getByText('Veja como funciona.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quero me inscrever' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
  });

  it('should show the general message when moving on fails', async () => {
    push.mockRejectedValue(new Error('network'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderVideo({});
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
  });
});
