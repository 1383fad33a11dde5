import { withArticle } from '@/checkout/format/withArticle';
import type { Article } from '@/checkout/format/withArticle';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/** Props of `MainPlusUpsellSuccessView`. */
export interface MainPlusUpsellSuccessViewProps {
  display: SuccessDisplay;
  productTitle: string;
  /** The brand's `upsellProductName`, when it has one. */
  upsellProductName: string | undefined;
  /** The articles of both names (brand `productArticle`, `upsellProductArticle`). */
  articles?: { product?: Article; upsell?: Article };
  accessHref: string;
}

/**
 * The combined success of spec §2 for the main product plus the upsell, with the access
 * button. Shown by the `success` template's `main-plus-upsell` variant and by
 * `upsell-success`.
 */
export function MainPlusUpsellSuccessView({
  display,
  productTitle,
  upsellProductName,
  articles = {},
  accessHref,
}: MainPlusUpsellSuccessViewProps) {
  const main = withArticle(productTitle, articles.product, 'a');
  const both = upsellProductName
    ? `${main} e ${withArticle(upsellProductName, articles.upsell, 'a')}`
    : `${main} e à oferta adicional`;
  return (
    <div data-success-variant="main-plus-upsell">
      {display.icon ? <SuccessIcon /> : null}
      <SuccessHeading visible={display.header}>Compras realizadas com sucesso!</SuccessHeading>
      <Text>{`Seus pagamentos foram confirmados e o acesso ${both} já está liberado.`}</Text>
      {display.accessButton ? (
        <LinkButton href={accessHref} block>
          Acessar a plataforma
        </LinkButton>
      ) : null}
    </div>
  );
}
