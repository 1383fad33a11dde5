/**
 * The table of the journey walker's adversarial moves (tests/e2e/purchaseMoves.e2e.ts): one row
 * per move, against the API or in the browser, with the purchase it charged, the attempts it
 * sent and what the sandbox charged; written to tests/e2e/artifacts/purchase-moves.md.
 */

/** One move and what it found. */
export interface MoveRow {
  where: 'API' | 'browser';
  product: string;
  flow: string;
  /** `stepId (templateId)`. */
  step: string;
  move: string;
  purchaseId: string;
  /** The attempts the move sent, with their answers. */
  attempts: string;
  /** How many payments of the purchase the sandbox charged (approved), and every payment. */
  charges: string;
  /** '✓', or '✗ why'; a browser move adds what the buyer read. */
  result: string;
  ms: number;
}

/** The table (Markdown), rows in the order they were planned. */
export function renderMoveTable(
  rows: readonly MoveRow[],
  wallMs: number,
  /** Wall time of each part ('API 38 s'), for the heading. */
  parts: readonly string[] = [],
): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const passed = rows.filter((row) => row.result.startsWith('✓')).length;
  return [
    `## Purchase moves: ${rows.length} moves, ${passed} passed, ${Math.round(wallMs / 1000)} s${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`,
    '',
    '| where | product | flow | step (template) | move | purchase id | attempts | charges | result | s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${[
          row.where,
          row.product,
          row.flow,
          row.step,
          row.move,
          row.purchaseId,
          row.attempts,
          row.charges,
          row.result,
          (row.ms / 1000).toFixed(1),
        ]
          .map(escape)
          .join(' | ')} |`,
    ),
  ].join('\n');
}
