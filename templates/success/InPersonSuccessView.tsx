import { withArticle } from '@/checkout/format/withArticle';
import type { Article } from '@/checkout/format/withArticle';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { Text } from '@/ui/Card';

/** Props of `InPersonSuccessView`. */
export interface InPersonSuccessViewProps {
  display: SuccessDisplay;
  productTitle: string;
  productArticle?: Article;
  /** The buyer's e-mail, when known. */
  email: string;
}

/**
 * The success screen after an in-person payment (an attendant's checkout): the order is
 * registered, and access opens once the attendant's back office confirms the payment, so no
 * access button yet. The order receipt below it shows the method and the order reference.
 */
export function InPersonSuccessView({
  display,
  productTitle,
  productArticle,
  email,
}: InPersonSuccessViewProps) {
  return (
    <div data-success-variant="in-person">
      {display.icon ? <SuccessIcon /> : null}
      <SuccessHeading visible={display.header}>Pedido registrado!</SuccessHeading>
      <Text>
        {`O pagamento presencial foi registrado pelo atendimento. O acesso ${withArticle(productTitle, productArticle, 'a')} é liberado assim que o recebimento for confirmado.`}
      </Text>
      {email ? <Text>{`Enviaremos a confirmação para ${email}.`}</Text> : null}
    </div>
  );
}
