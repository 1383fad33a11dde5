import { stepFrameOrigins } from '@/renderer/security/stepFrameOrigins';

const videoOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

describe('stepFrameOrigins', () => {
  it('should allow only the declared origin the props reference', () => {
    expect(
      stepFrameOrigins(videoOrigins, {
        video: { url: 'https://player.vimeo.com/video/76979871', title: 'Tour' },
      }),
    ).toEqual(['https://player.vimeo.com']);
    expect(
      stepFrameOrigins(videoOrigins, {
        video: { url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' },
      }),
    ).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('should allow nothing for a template that declares no origins, whatever the props say', () => {
    expect(stepFrameOrigins(undefined, { url: 'https://player.vimeo.com/video/1' })).toEqual([]);
    expect(stepFrameOrigins([], { url: 'https://player.vimeo.com/video/1' })).toEqual([]);
  });

  it('should allow nothing when the props reference no declared origin', () => {
    expect(stepFrameOrigins(videoOrigins, { video: { url: '/videos/apresentacao.webm' } })).toEqual(
      [],
    );
    expect(stepFrameOrigins(videoOrigins, { text: 'veja em https://evil.example/embed' })).toEqual(
      [],
    );
    expect(stepFrameOrigins(videoOrigins, { url: 'http://player.vimeo.com/video/1' })).toEqual([]);
    expect(stepFrameOrigins(videoOrigins, {})).toEqual([]);
  });

  it('should find references at any depth, in arrays too', () => {
    expect(
      stepFrameOrigins(videoOrigins, {
        playlist: [
          { url: 'https://player.vimeo.com/video/1' },
          { url: 'https://www.youtube-nocookie.com/embed/x' },
        ],
      }),
    ).toEqual(videoOrigins);
  });
});
