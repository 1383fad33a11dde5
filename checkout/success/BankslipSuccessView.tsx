import type { ReactNode } from 'react';
import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/** What a boleto pays: a new purchase, an invoice of an account, or a subscription's renewal. */
export type BoletoPurpose = 'purchase' | 'invoice' | 'subscription';

/** Props of `BankslipSuccessView`. */
export interface BankslipSuccessViewProps {
  display: SuccessDisplay;
  /** The address of the boleto the backend issued, checked by `safeBoletoUrl`; absent when unknown. */
  boletoUrl: string | undefined;
  /** What the boleto pays (default a new purchase): it words what paying it does. */
  purpose?: BoletoPurpose;
  /** What the boleto is for (an invoice's summary), shown above 'Ver boleto'. */
  children?: ReactNode;
}

const payText: Record<BoletoPurpose, string> = {
  purchase: 'Seu boleto foi gerado. Pague até a data de vencimento para concluir a compra.',
  invoice: 'Seu boleto foi gerado. Pague até a data de vencimento para quitar a fatura.',
  subscription:
    'Seu boleto foi gerado. Pague até a data de vencimento para renovar a sua assinatura.',
};

const afterText: Record<BoletoPurpose, string> = {
  purchase: 'Você receberá o e-mail de cadastro em até 2 dias após a confirmação do pagamento.',
  invoice: 'Assim que o banco confirmar o pagamento, você receberá o comprovante por e-mail.',
  subscription: 'Assim que o banco confirmar o pagamento, você receberá o comprovante por e-mail.',
};

/**
 * The boleto screen of spec §2: heading 'Quase lá', the 'Ver boleto' button (opens the
 * boleto in a new tab), and when things happen (spec §9: the boleto is registered within
 * 2 hours; for a new purchase, the sign-up e-mail arrives up to 2 days after the payment is
 * confirmed; an account holder gets the receipt). No access button: nothing is paid yet.
 */
export function BankslipSuccessView({
  display,
  boletoUrl,
  purpose = 'purchase',
  children,
}: BankslipSuccessViewProps) {
  return (
    <div data-success-variant="bankslip">
      {display.icon ? <SuccessIcon tone="pending" /> : null}
      <SuccessHeading visible={display.header}>Quase lá</SuccessHeading>
      <Text>{payText[purpose]}</Text>
      <Text>O boleto pode levar até 2 horas para ser registrado pelo banco.</Text>
      <Text>{afterText[purpose]}</Text>
      {children}
      {boletoUrl ? (
        <LinkButton href={boletoUrl} target="_blank" rel="noopener noreferrer" block>
          Ver boleto<span className="sr-only"> (abre em uma nova aba)</span>
        </LinkButton>
      ) : (
        <Text muted>O boleto também está disponível no e-mail de confirmação da compra.</Text>
      )}
    </div>
  );
}
