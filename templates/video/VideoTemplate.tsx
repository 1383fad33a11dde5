import { useCheckout } from '@/checkout/CheckoutContext';
import { useMoveOn } from '@/checkout/navigation/useMoveOn';
import { VideoPlayer } from '@/checkout/video/VideoPlayer';
import { resolveVideoSource } from '@/checkout/video/resolveVideoSource';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { VideoProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';

/**
 * The video step (/video, spec §2): a presentation video and 'Continuar'. The video is the
 * step's `video` (YouTube in privacy-enhanced mode, Vimeo, or a file with captions), else the
 * brand's `videoId` on YouTube; with neither the step still lets the buyer go on. The button
 * never waits for the video to end: the buyer decides, as on Hotmart and Kiwify pages.
 */
export function VideoTemplate({ props }: TemplateComponentProps<VideoProps>) {
  const { page } = useCheckout();
  const { moveOn, navigating, failure } = useMoveOn();
  const heading = props.heading ?? 'Assista ao vídeo de apresentação';
  const video = resolveVideoSource(props.video, {
    brandVideoId: page.brand.videoId,
    title: `Vídeo: ${heading}`,
  });
  return (
    <section aria-labelledby="video-heading">
      <Heading id="video-heading">{heading}</Heading>
      {props.text ? <Text>{props.text}</Text> : null}
      {video ? <VideoPlayer video={video} /> : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button block busy={navigating} onClick={() => void moveOn()}>
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </section>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default VideoTemplate;
