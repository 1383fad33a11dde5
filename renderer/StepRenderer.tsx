import { useEffect } from 'react';
import { templateComponents } from '@/schemas/generated/templateComponents';
import type { PropsByTemplateId, TemplateId } from '@/schemas/generated/types';
import { logger } from '@/platform/logger';
import { useCheckout } from '@/checkout/CheckoutContext';
import { JourneyGuard } from '@/checkout/journey/JourneyGuard';
import { StepErrorBoundary } from '@/renderer/StepErrorBoundary';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';
import type { ResolvedStep } from '@/checkout/checkoutPageProps';
import { styled } from '@/ui/stitches.config';
import { useMarkHydrated } from '@/checkout/hydration';

const ErrorDetail = styled('pre', {
  whiteSpace: 'pre-wrap',
  fontSize: '$xs',
  color: '$neutralPure',
  margin: '$4 0 0',
});

/**
 * The error raised when a step names a template that has no component yet: it names the id,
 * the step and the templates that do have one (STYLE.md: lookup with a visible fallback).
 */
export function missingTemplateMessage(step: ResolvedStep): string {
  const known = Object.entries(templateComponents)
    .filter(([, entry]) => entry.component !== undefined)
    .map(([id]) => id)
    .sort()
    .join(', ');
  return `TEMPLATE_COMPONENT_MISSING: step '${step.id}' uses template '${step.templateId}', which has no component; templates with a component: ${known}`;
}

function MissingTemplate({
  step,
  retryHref,
  showDetail,
}: {
  step: ResolvedStep;
  retryHref?: string;
  showDetail: boolean;
}) {
  useEffect(() => {
    logger.error(missingTemplateMessage(step), {
      context: { stepId: step.id, templateId: step.templateId },
    });
  }, [step]);
  return (
    <div data-missing-template={step.templateId}>
      <GeneralErrorView asMain={false} retryHref={retryHref} />
      {showDetail ? <ErrorDetail>{missingTemplateMessage(step)}</ErrorDetail> : null}
    </div>
  );
}

function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(templateComponents, id);
}

/**
 * Renders template `K` with its props. The component's type is checked per id by the
 * generated registry; the props arrive as JSON and are typed here by the template id, which
 * is sound because the server renders no page whose product config failed its validator (the
 * step schema checks each step's props against its template's schema; buildCheckoutPage).
 */
function RegisteredTemplate<K extends TemplateId>({
  templateId,
  step,
  retryHref,
}: {
  templateId: K;
  step: ResolvedStep;
  retryHref?: string;
}) {
  const entry = templateComponents[templateId];
  const Template = entry.component;
  if (!Template) return <MissingTemplate step={step} retryHref={retryHref} showDetail={false} />;
  // The one data trust boundary of the renderer: JSON validated on the server, typed by id.
  const props = step.props as unknown as PropsByTemplateId[K];
  return (
    <StepErrorBoundary
      key={step.id}
      stepId={step.id}
      templateId={step.templateId}
      retryHref={retryHref}
    >
      {/* What the template needs from the journey (template.json `journey.needs`) is checked
          before it renders; a template with server data keeps its server HTML meanwhile. */}
      <JourneyGuard needs={entry.needs} renderWhileChecking={entry.serverData !== undefined}>
        <Template step={step} props={props} />
      </JourneyGuard>
    </StepErrorBoundary>
  );
}

/**
 * Renders the current step: looks its template up in the generated registry's browser part (each template
 * is its own lazily loaded chunk) and renders it with the step's validated props inside an
 * error boundary. Knows no template by name.
 */
export function StepRenderer({ retryHref }: { retryHref?: string }) {
  const { page } = useCheckout();
  useMarkHydrated();
  const step = page.step;
  if (!isTemplateId(step.templateId) || !templateComponents[step.templateId].component) {
    // Outside production the page also names the missing template, for ops previewing a flow.
    return (
      <MissingTemplate
        step={step}
        retryHref={retryHref}
        showDetail={page.environment !== 'production'}
      />
    );
  }
  return <RegisteredTemplate templateId={step.templateId} step={step} retryHref={retryHref} />;
}
