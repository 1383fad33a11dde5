import { useId } from 'react';
import { useCopy } from '@/checkout/useCopy';
import { withArticle } from '@/checkout/format/withArticle';
import type { Article } from '@/checkout/format/withArticle';
import type { LiveloPrice as LiveloPriceValue } from '@/checkout/format/formatLiveloPrice';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { styled } from '@/ui/stitches.config';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';
import { LiveloPrice } from '@/checkout/livelo/LiveloPrice';
import { StatusMessage } from '@/ui/StatusMessage';

/** What the upsell offer card says (step props, with defaults for what they leave out). */
export interface UpsellOfferCopy {
  title?: string;
  description?: string;
  buttonLabel?: string;
  videoUrl?: string;
}

/** Props of `UpsellOfferView`. */
export interface UpsellOfferViewProps {
  display: SuccessDisplay;
  /** The brand's `upsellProductName`, when it has one. */
  upsellProductName: string | undefined;
  /** The article of the upsell's name (brand `upsellProductArticle`). */
  upsellProductArticle?: Article;
  copy: UpsellOfferCopy;
  liveloPrice?: LiveloPriceValue;
  /** Accepts the offer (sets the upsell theme flag and goes to the next step). */
  onAccept: () => void;
  accepting: boolean;
  /** The general message when moving on failed; empty otherwise. */
  error: string | undefined;
  /** Where 'Não, obrigado' leads (the product's first access). */
  declineHref: string;
}

const OfferCard = styled(Card, {
  variants: {
    upsellTheme: {
      true: {
        backgroundColor: '$secondaryLow',
        border: '2px solid $secondaryPure',
      },
    },
  },
});

const OfferHeading = styled(Heading, { fontSize: '$lg', marginBottom: '$3' });

const Video = styled('video', { width: '100%', borderRadius: '$sm', marginBottom: '$4' });

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

/**
 * The upsell variant of the success screen (spec §2): the main purchase is confirmed, and an
 * offer card presents the brand's upsell product (its video when the presentation flag is on,
 * its Livelo price when the plan has one, the upsell styling when
 * `displayUpsellThemeOnOfferCard` is on) with a button that accepts it.
 */
export function UpsellOfferView({
  display,
  upsellProductName,
  upsellProductArticle,
  copy,
  liveloPrice,
  onAccept,
  accepting,
  error,
  declineHref,
}: UpsellOfferViewProps) {
  const headingId = useId();
  const { offerHeadings } = useCopy();
  const title =
    copy.title ??
    (upsellProductName
      ? `Aproveite também ${withArticle(upsellProductName, upsellProductArticle)}`
      : offerHeadings.specialOffer);
  return (
    <div data-success-variant="upsell">
      {display.icon ? <SuccessIcon /> : null}
      <SuccessHeading visible={display.header}>Compra realizada com sucesso!</SuccessHeading>
      <OfferCard
        aria-labelledby={headingId}
        upsellTheme={display.upsellThemeOnOfferCard}
        data-upsell-theme={display.upsellThemeOnOfferCard || undefined}
      >
        <OfferHeading as="h2" id={headingId}>
          {title}
        </OfferHeading>
        {copy.description ? <Text>{copy.description}</Text> : null}
        {display.upsellVideoPresentation && copy.videoUrl ? (
          <Video
            src={copy.videoUrl}
            controls
            preload="none"
            aria-label={`Vídeo de apresentação: ${title}`}
          />
        ) : null}
        {liveloPrice ? <LiveloPrice price={liveloPrice} label="Com Livelo:" /> : null}
        <StatusMessage tone="error">{error}</StatusMessage>
        <Actions>
          <Button block busy={accepting} onClick={onAccept}>
            {copy.buttonLabel ?? 'Quero aproveitar'}
          </Button>
          {display.accessButton ? (
            <LinkButton variant="link" href={declineHref}>
              Não, obrigado
            </LinkButton>
          ) : null}
        </Actions>
      </OfferCard>
    </div>
  );
}
