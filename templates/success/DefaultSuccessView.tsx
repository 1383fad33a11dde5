import { fillCopy } from '@/checkout/copy/fillCopy';
import { useCopy } from '@/checkout/useCopy';
import type { LiveloPrice as LiveloPriceValue } from '@/checkout/format/formatLiveloPrice';
import type { TrialSchedule } from '@/checkout/api/types';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';
import { withArticle } from '@/checkout/format/withArticle';
import { trialLength } from '@/checkout/offer/offerNotes';
import { trialChargeSentence } from '@/checkout/purchase/trialCopy';
import type { Article } from '@/checkout/format/withArticle';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';
import { LiveloPrice } from '@/checkout/livelo/LiveloPrice';

/** Props of `DefaultSuccessView`. */
export interface DefaultSuccessViewProps {
  display: SuccessDisplay;
  productTitle: string;
  /** The article of the product's name (brand `productArticle`), for 'ao'/'à'. */
  productArticle?: Article;
  /** The buyer's e-mail, when known, to say where the receipt went. */
  email: string;
  /** The first-access address (token filled in). */
  accessHref: string;
  liveloPrice?: LiveloPriceValue;
  /** The free trial the payment started, with its currency: nothing was charged now. */
  trial?: { schedule: TrialSchedule; currency: CurrencySymbol };
}

/**
 * The default success screen (spec §4): the purchase is confirmed; the access button opens the
 * product. A purchase that started a free trial says the trial began and that nothing was
 * charged now, with the date and amount of the first charge.
 */
export function DefaultSuccessView({
  display,
  productTitle,
  productArticle,
  email,
  accessHref,
  liveloPrice,
  trial,
}: DefaultSuccessViewProps) {
  const copy = useCopy();
  const access = `o acesso ${withArticle(productTitle, productArticle, 'a')} já está liberado`;
  return (
    <div data-success-variant="default">
      {display.icon ? <SuccessIcon /> : null}
      <SuccessHeading visible={display.header}>Compra realizada com sucesso!</SuccessHeading>
      {trial ? (
        <>
          <Text>
            {fillCopy(copy.success.trialStarted, {
              trial: trialLength(trial.schedule.days),
              access,
            })}
          </Text>
          <Text>{`${trialChargeSentence(trial.schedule, trial.currency)} Cancele antes e não paga nada.`}</Text>
        </>
      ) : (
        <Text>{fillCopy(copy.success.paymentConfirmed, { access })}</Text>
      )}
      {email ? <Text>{fillCopy(copy.success.detailsSent, { email })}</Text> : null}
      {liveloPrice ? <LiveloPrice price={liveloPrice} label="Valor pago:" /> : null}
      {display.accessButton ? (
        <LinkButton href={accessHref} block>
          Acessar a plataforma
        </LinkButton>
      ) : null}
    </div>
  );
}
