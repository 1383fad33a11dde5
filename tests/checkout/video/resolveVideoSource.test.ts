import { resolveVideoSource } from '@/checkout/video/resolveVideoSource';

describe('resolveVideoSource', () => {
  it('should turn a youtube-nocookie address into a privacy-enhanced embed without autoplay', () => {
    expect(
      resolveVideoSource(
        { url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', title: 'Curso' },
        { title: 'fallback' },
      ),
    ).toEqual({
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0&hl=pt-BR&cc_lang_pref=pt&playsinline=1',
      origin: 'https://www.youtube-nocookie.com',
      title: 'Curso',
    });
  });

  it('should turn a Vimeo player address into an embed with do-not-track', () => {
    expect(
      resolveVideoSource(
        { url: 'https://player.vimeo.com/video/76979871', title: 'Tour' },
        { title: 'x' },
      ),
    ).toMatchObject({ kind: 'embed', provider: 'vimeo', origin: 'https://player.vimeo.com' });
  });

  it('should play a file with its captions in the given language', () => {
    expect(
      resolveVideoSource(
        {
          url: '/videos/a.mp4',
          title: 'A',
          captions: '/videos/a.en.vtt',
          captionsLanguage: 'en',
          poster: '/videos/a.png',
        },
        { title: 'x' },
      ),
    ).toEqual({
      kind: 'file',
      src: '/videos/a.mp4',
      title: 'A',
      captions: { src: '/videos/a.en.vtt', language: 'en', label: 'English' },
      poster: '/videos/a.png',
    });
  });

  it("should fall back to the brand's YouTube id, and to nothing without one", () => {
    expect(
      resolveVideoSource(undefined, { brandVideoId: 'Fc7ApresEnt', title: 'Vídeo' }),
    ).toMatchObject({
      kind: 'embed',
      src: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Fc7ApresEnt\?/),
      title: 'Vídeo',
    });
    expect(resolveVideoSource(undefined, { title: 'Vídeo' })).toBeNull();
    expect(
      resolveVideoSource(undefined, { brandVideoId: 'not a youtube id', title: 'Vídeo' }),
    ).toBeNull();
  });

  it('should refuse addresses the props schema does not allow', () => {
    for (const url of [
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://evil.example/embed/M7lc1UVf-VE',
      '/videos/../secret.mp4',
      'javascript:alert(1)',
    ]) {
      expect(resolveVideoSource({ url, title: 'x' }, { title: 'x' })).toBeNull();
    }
  });
});
