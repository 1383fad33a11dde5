/**
 * What the buyer reads about a purchase being paid elsewhere, being confirmed after a reload,
 * already paid, or with a Pix code waiting (issue 33), in pt-BR and, where Mozambican Portuguese
 * says it otherwise, pt-MZ ('separador' for a browser tab, no 'você'). Its own small catalogue,
 * loaded with the views that show it, so no buyer downloads it with the payment form.
 */
const ptBR = {
  confirmingHeading: 'Estamos confirmando seu pagamento…',
  confirmingText:
    'Seu pagamento foi enviado e ainda está sendo processado. Não pague de novo: assim que tivermos a resposta, mostraremos o resultado aqui.',
  elsewhereHeading: 'Pagamento em andamento em outra aba',
  elsewhereText:
    'Este pedido está sendo pago em outra aba do navegador. Aguarde: quando o pagamento terminar, mostraremos o resultado aqui.',
  waitingLabel: 'Aguardando o resultado do pagamento',
  retryText:
    'O pagamento anterior não foi concluído e nada foi cobrado. Você pode tentar novamente.',
  pendingPix:
    'Você já gerou um código Pix de {amount} para este pedido e ele ainda não foi pago. Se pagar de outra forma, esse código será cancelado.',
  backToPix: 'Voltar ao código Pix',
  refundedPix:
    'Recebemos {amount} de um código Pix que já tinha sido substituído e devolvemos esse valor. Para concluir a compra, pague o código abaixo.',
  boletoIssuedHeading: 'Boleto emitido',
  boletoIssued:
    'Você já emitiu um boleto de {amount} para este pagamento. Pague-o até o vencimento: a confirmação leva até 3 dias úteis. Se preferir pagar de outra forma, o boleto será cancelado e não deverá ser pago.',
  viewBoleto: 'Ver boleto',
  pixIssuedHeading: 'Código Pix gerado',
  pixIssued:
    'Você já gerou um código Pix de {amount} para este pagamento. Se preferir pagar de outra forma, esse código será cancelado e não deverá ser pago.',
  chooseOther: 'Escolher outra forma de pagamento',
  supersededPix:
    'Este código Pix foi cancelado porque o pedido mudou ou foi pago de outra forma. Não o pague.',
};

/** The purchase guard's texts. */
export type PurchaseCopy = typeof ptBR;

const ptMZ: PurchaseCopy = {
  ...ptBR,
  confirmingHeading: 'Estamos a confirmar o seu pagamento…',
  confirmingText:
    'O seu pagamento foi enviado e ainda está a ser processado. Não pague de novo: assim que tivermos a resposta, mostraremos o resultado aqui.',
  elsewhereHeading: 'Pagamento em curso noutro separador',
  elsewhereText:
    'Este pedido está a ser pago noutro separador do navegador. Aguarde: quando o pagamento terminar, mostraremos o resultado aqui.',
  retryText: 'O pagamento anterior não foi concluído e nada foi cobrado. Pode tentar novamente.',
  pendingPix:
    'Já gerou um código Pix de {amount} para este pedido e ainda não foi pago. Se pagar de outra forma, esse código será cancelado.',
  refundedPix:
    'Recebemos {amount} de um código Pix que já tinha sido substituído e devolvemos esse valor. Para concluir a compra, pague o código abaixo.',
  boletoIssued:
    'Já emitiu um boleto de {amount} para este pagamento. Pague-o até ao vencimento: a confirmação leva até 3 dias úteis. Se preferir pagar de outra forma, o boleto será cancelado e não deverá ser pago.',
  pixIssued:
    'Já gerou um código Pix de {amount} para este pagamento. Se preferir pagar de outra forma, esse código será cancelado e não deverá ser pago.',
};

/** The texts of the page's language: pt-MZ on a Mozambican page, else pt-BR. */
export function purchaseCopy(isMozambique: boolean): PurchaseCopy {
  return isMozambique ? ptMZ : ptBR;
}
