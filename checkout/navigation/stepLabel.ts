import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepPosition } from '@/checkout/navigation/stepPosition';

/**
 * The 'Passo N de M' of a step, counted from its flow (see `stepPosition`); `fallback` (the
 * brand's numbers) only for a step the flow does not reach, which `npm run validate` refuses.
 */
export function stepLabel(
  flow: ResolvedFlow,
  stepId: string,
  fallback: { current: number; total: number },
): string {
  const { current, total } = stepPosition(flow, stepId) ?? fallback;
  return `Passo ${current} de ${total}`;
}
