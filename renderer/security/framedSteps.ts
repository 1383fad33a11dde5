import type { ResolvedFlow } from '@/checkout/checkoutPageProps';
import { stepFrameOrigins } from '@/renderer/security/stepFrameOrigins';

/** What `framedSteps` needs of the template registry: each template's declared frame origins. */
export type FrameOriginsByTemplate = Readonly<
  Record<string, { id: string; frameOrigins?: readonly string[] } | undefined>
>;

/**
 * The iframe origins of every step of a flow that embeds one: step id → the origins its
 * template declares (`frameOrigins` in template.json) that its props reference. Steps that
 * frame nothing are left out, so most flows give `{}`.
 */
export function framedSteps(
  flow: ResolvedFlow,
  templates: FrameOriginsByTemplate,
): Record<string, string[]> {
  const framed: Record<string, string[]> = {};
  for (const step of flow.steps) {
    const origins = stepFrameOrigins(templates[step.templateId]?.frameOrigins, step.props);
    if (origins.length > 0) framed[step.id] = origins;
  }
  return framed;
}
