import { SuccessHeading } from '@/checkout/success/SuccessHeading';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import type { SuccessDisplay } from '@/checkout/success/successDisplay';
import { Text } from '@/ui/Card';
import { LinkButton } from '@/ui/LinkButton';

/** Props of `BankslipSuccessView`. */
export interface BankslipSuccessViewProps {
  display: SuccessDisplay;
  /** The address of the boleto the backend issued, checked by `safeBoletoUrl`; absent when unknown. */
  boletoUrl: string | undefined;
}

/**
 * The boleto screen of spec §2: heading 'Quase lá', the 'Ver boleto' button (opens the
 * boleto in a new tab), and when things happen (spec §9: the boleto is registered within
 * 2 hours; the sign-up e-mail arrives up to 2 days after the payment is confirmed). No access
 * button: nothing is paid yet.
 */
export function BankslipSuccessView({ display, boletoUrl }: BankslipSuccessViewProps) {
  return (
    <div data-success-variant="bankslip">
      {display.icon ? <SuccessIcon tone="pending" /> : null}
      <SuccessHeading visible={display.header}>Quase lá</SuccessHeading>
      <Text>Seu boleto foi gerado. Pague até a data de vencimento para concluir a compra.</Text>
      <Text>O boleto pode levar até 2 horas para ser registrado pelo banco.</Text>
      <Text>Você receberá o e-mail de cadastro em até 2 dias após a confirmação do pagamento.</Text>
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
