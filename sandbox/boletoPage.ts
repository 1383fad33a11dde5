import type { PaymentRow } from '@/sandbox/paymentRecords';

const itfPatterns = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The barcode as an Interleaved 2 of 5 SVG (the symbology boletos print). */
function itfSvg(digits: string): string {
  const narrow = 1;
  const wide = 3;
  const widths: number[] = [narrow, narrow, narrow, narrow];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = itfPatterns[Number(digits[index])] ?? 'nnnnn';
    const spaces = itfPatterns[Number(digits[index + 1])] ?? 'nnnnn';
    for (let position = 0; position < 5; position += 1) {
      widths.push(bars[position] === 'w' ? wide : narrow, spaces[position] === 'w' ? wide : narrow);
    }
  }
  widths.push(wide, narrow, narrow);
  let x = 10;
  const rects: string[] = [];
  widths.forEach((width, index) => {
    if (index % 2 === 0) rects.push(`<rect x="${x}" y="0" width="${width}" height="50"/>`);
    x += width;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Código de barras" viewBox="0 0 ${x + 10} 50" width="${x + 10}" height="50">${rects.join('')}</svg>`;
}

function formatMoney(cents: number): string {
  return `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The printable boleto page of a bank-slip payment (sandbox: not payable). */
export function renderBoletoPage(payment: PaymentRow): string {
  const line = escapeHtml(payment.bankslip_digitable_line ?? '');
  const payer = escapeHtml(payment.name ?? 'Pagador');
  const amount = formatMoney(payment.amount ?? 0);
  const due = formatDate(payment.bankslip_due_date ?? '');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boleto ${escapeHtml(payment.id)}</title>
<style>
  body { font-family: Arial, Helvetica, sans-serif; margin: 24px; color: #111; }
  .slip { max-width: 720px; border: 1px solid #111; padding: 16px; }
  .head { display: flex; gap: 16px; align-items: baseline; border-bottom: 2px solid #111; padding-bottom: 8px; }
  .bank { font-size: 20px; font-weight: 700; border-right: 2px solid #111; padding-right: 16px; }
  .line { font-family: "Courier New", monospace; font-size: 17px; font-weight: 700; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; }
  dt { font-size: 12px; color: #444; } dd { margin: 0; }
  .notice { font-size: 12px; color: #a00; margin-top: 12px; }
  @media print { button { display: none; } }
</style>
</head>
<body>
<main class="slip">
  <div class="head"><span class="bank">001-9</span><span class="line">${line}</span></div>
  <dl>
    <dt>Beneficiário</dt><dd>TRILHA SANDBOX</dd>
    <dt>Pagador</dt><dd>${payer}</dd>
    <dt>Vencimento</dt><dd>${escapeHtml(due)}</dd>
    <dt>Valor do documento</dt><dd>${escapeHtml(amount)}</dd>
    <dt>Nosso número</dt><dd>${escapeHtml((payment.bankslip_barcode ?? '').slice(32, 42))}</dd>
  </dl>
  ${itfSvg(payment.bankslip_barcode ?? '')}
  <p class="notice">Boleto de teste emitido pelo sandbox do Trilha: não pode ser pago.</p>
  <button type="button" onclick="window.print()">Imprimir</button>
</main>
</body>
</html>`;
}
