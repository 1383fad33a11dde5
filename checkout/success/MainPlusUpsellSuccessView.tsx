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
  accessHref,
}: MainPlusUpsellSuccessViewProps) {
  const both = upsellProductName
    ? `${productTitle} e ao ${upsellProductName}`
    : `${productTitle} e à oferta adicional`;
  return (
    <div data-success-variant="main-plus-upsell">
      {display.icon ? <SuccessIcon /> : null}
      <SuccessHeading visible={display.header}>Compras realizadas com sucesso!</SuccessHeading>
      <Text>{`Seus pagamentos foram confirmados e o acesso ao ${both} já está liberado.`}</Text>
      {display.accessButton ? (
        <LinkButton href={accessHref} block>
          Acessar a plataforma
        </LinkButton>
      ) : null}
    </div>
  );
}
