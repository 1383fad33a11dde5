import type { VideoSource } from '@/schemas/generated/types';

/** Origin of YouTube's privacy-enhanced embeds (no cookies until the buyer presses play). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Origin of Vimeo's player. */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** A video ready to show: an embedded player (iframe) or a file the page plays itself. */
export type PlayableVideo =
  | {
      kind: 'embed';
      provider: 'youtube' | 'vimeo';
      /** The iframe address, with the privacy and no-autoplay parameters. */
      src: string;
      /** The origin the iframe loads from (what the page's `frame-src` must allow). */
      origin: string;
      title: string;
    }
  | {
      kind: 'file';
      src: string;
      title: string;
      captions?: { src: string; language: string; label: string };
      poster?: string;
    };

const youtubeEmbed = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})$/;
const vimeoPlayer = /^https:\/\/player\.vimeo\.com\/video\/([0-9]{1,12})$/;
const localFile = /^\/(?!.*\.\.)[A-Za-z0-9._/-]+\.(mp4|webm)$/;
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

const languageLabels: Record<string, string> = {
  'pt-BR': 'Português',
  'pt-MZ': 'Português',
  pt: 'Português',
  en: 'English',
  es: 'Español',
};

function youtube(id: string, title: string): PlayableVideo {
  // rel=0: related videos from the same channel only; hl/cc_lang_pref: Portuguese player UI
  // and captions when the video has them. No autoplay parameter: the buyer presses play.
  const query = 'rel=0&hl=pt-BR&cc_lang_pref=pt&playsinline=1';
  return {
    kind: 'embed',
    provider: 'youtube',
    src: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?${query}`,
    origin: YOUTUBE_EMBED_ORIGIN,
    title,
  };
}

/**
 * What a video step plays: the step's `video` when given (a YouTube privacy-enhanced embed, a
 * Vimeo player or a file under `public/`), else the brand's `videoId` as a YouTube video,
 * else nothing (`null`). Addresses the props schema would reject also give `null`, so a bad
 * address never reaches an iframe.
 */
export function resolveVideoSource(
  video: VideoSource | undefined,
  fallback: { brandVideoId?: string; title: string },
): PlayableVideo | null {
  if (!video) {
    const id = fallback.brandVideoId;
    return id && youtubeId.test(id) ? youtube(id, fallback.title) : null;
  }
  const youtubeMatch = youtubeEmbed.exec(video.url);
  if (youtubeMatch?.[1]) return youtube(youtubeMatch[1], video.title);
  const vimeoMatch = vimeoPlayer.exec(video.url);
  if (vimeoMatch?.[1]) {
    // dnt=1: Vimeo's "do not track" (no cookies, no analytics of the buyer).
    return {
      kind: 'embed',
      provider: 'vimeo',
      src: `${VIMEO_PLAYER_ORIGIN}/video/${vimeoMatch[1]}?dnt=1&title=0&byline=0&portrait=0`,
      origin: VIMEO_PLAYER_ORIGIN,
      title: video.title,
    };
  }
  if (!localFile.test(video.url)) return null;
  const language = video.captionsLanguage ?? 'pt-BR';
  return {
    kind: 'file',
    src: video.url,
    title: video.title,
    ...(video.captions
      ? {
          captions: {
            src: video.captions,
            language,
            label: languageLabels[language] ?? languageLabels[language.slice(0, 2)] ?? language,
          },
        }
      : {}),
    ...(video.poster ? { poster: video.poster } : {}),
  };
}
