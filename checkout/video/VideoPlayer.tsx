import type { PlayableVideo } from '@/checkout/video/resolveVideoSource';
import { styled } from '@/ui/stitches.config';

const Frame = styled('div', {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  marginBottom: '$5',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$neutralHigh',
  '& > iframe, & > video': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 0,
  },
});

/**
 * A 16:9 video player for a resolved video: an embedded YouTube (privacy-enhanced) or Vimeo
 * player titled for screen readers, or the browser's own player for a file, with its captions
 * track. Nothing plays until the buyer presses play (no autoplay, let alone with sound).
 */
export function VideoPlayer({ video }: { video: PlayableVideo }) {
  if (video.kind === 'embed') {
    return (
      <Frame data-video-provider={video.provider}>
        <iframe
          src={video.src}
          title={video.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
    );
  }
  return (
    <Frame data-video-provider="file">
      <video
        src={video.src}
        poster={video.poster}
        controls
        playsInline
        preload="metadata"
        aria-label={video.title}
      >
        {video.captions ? (
          <track
            kind="captions"
            src={video.captions.src}
            srcLang={video.captions.language}
            label={video.captions.label}
            default
          />
        ) : null}
        Seu navegador não reproduz este vídeo. <a href={video.src}>Baixe o vídeo</a>.
      </video>
    </Frame>
  );
}
