import type { StepPosition } from '@/checkout/stepPosition';

/**
 * The 'Passo N de M' of a step: its position in its flow's journeys, as the server counted it
 * for the page (`stepPosition` of the page props); `fallback` (the brand's numbers) only when
 * there is none (a step no journey reaches, which `npm run validate` refuses).
 */
export function stepLabel(
  position: StepPosition | null | undefined,
  fallback: { current: number; total: number },
): string {
  const { current, total } = position ?? fallback;
  return `Passo ${current} de ${total}`;
}
