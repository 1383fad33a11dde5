import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { useMoveOn } from '@/checkout/navigation/useMoveOn';
import { VideoPlayer } from '@/checkout/video/VideoPlayer';
import { resolveVideoSource } from '@/checkout/video/resolveVideoSource';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellVideoProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

/**
 * The upsell video step (/video/upsell, spec §2): after the main purchase, a video presents
 * the upsell product and the button goes on to the offer (the next step), setting the upsell
 * theme flag as accepting an offer does. The video plays while the video presentation is on
 * (the step's `upsellVideoPresentation`, else the brand's `upsell.upsellVideoPresentation`);
 * 'Não, obrigado' shows only when the step names a `decline` outcome, since the next step is
 * the offer itself. The shell draws the page in the upsell styling (its path has 'upsell').
 */
export function UpsellVideoTemplate({ step, props }: TemplateComponentProps<UpsellVideoProps>) {
  const { page, setUseUpsellTheme } = useCheckout();
  const { offerHeadings } = useCopy();
  const { moveOn, navigating, failure } = useMoveOn();
  const productName = page.brand.upsellProductName;
  const heading =
    props.heading ?? (productName ? `Conheça o ${productName}` : offerHeadings.specialOffer);
  const presentVideo = props.upsellVideoPresentation ?? page.brand.upsell.upsellVideoPresentation;
  const video = presentVideo
    ? resolveVideoSource(props.video, { title: `Vídeo: ${heading}` })
    : null;
  const canDecline = Boolean(step.nextStepIds.decline);

  function accept() {
    setUseUpsellTheme(true);
    void moveOn();
  }

  return (
    <section aria-labelledby="upsell-video-heading">
      <Heading id="upsell-video-heading">{heading}</Heading>
      {props.text ? <Text>{props.text}</Text> : null}
      {video ? <VideoPlayer video={video} /> : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={accept}>
          {props.buttonLabel ?? 'Quero conhecer a oferta'}
        </Button>
        {canDecline ? (
          <Button variant="link" disabled={navigating} onClick={() => void moveOn('decline')}>
            {props.declineLabel ?? 'Não, obrigado'}
          </Button>
        ) : null}
      </Actions>
    </section>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default UpsellVideoTemplate;
