import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { templateComponents } from '@/schemas/generated/templateComponents';
import { logger } from '@/checkout/logger';
import { useCheckout } from '@/checkout/CheckoutContext';
import { StepErrorBoundary } from '@/renderer/StepErrorBoundary';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { ResolvedStep } from '@/checkout/checkoutPageProps';
import { styled } from '@/ui/stitches.config';

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
  const known = Object.keys(templateComponents).sort().join(', ');
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
    logger.error(missingTemplateMessage(step), { context: { stepId: step.id, templateId: step.templateId } });
  }, [step]);
  return (
    <div data-missing-template={step.templateId}>
      <GeneralErrorView asMain={false} retryHref={retryHref} />
      {showDetail ? <ErrorDetail>{missingTemplateMessage(step)}</ErrorDetail> : null}
    </div>
  );
}

/**
 * Renders the current step: looks its template up in the generated registry (each template
 * is its own lazily loaded chunk) and renders it with the step's validated props inside an
 * error boundary. Knows no template by name.
 */
export function StepRenderer({ retryHref }: { retryHref?: string }) {
  const { page } = useCheckout();
  const step = page.step;
  const Template = templateComponents[step.templateId as keyof typeof templateComponents];
  if (!Template) {
    // Outside production the page also names the missing template, for ops previewing a flow.
    return <MissingTemplate step={step} retryHref={retryHref} showDetail={page.environment !== 'production'} />;
  }
  // The registry is typed for any template; the renderer calls it with the props that the
  // step's own validator accepted on the server.
  const Render = Template as unknown as ComponentType<TemplateComponentProps<unknown>>;
  return (
    <StepErrorBoundary key={step.id} stepId={step.id} templateId={step.templateId} retryHref={retryHref}>
      <Render step={step} props={step.props} />
    </StepErrorBoundary>
  );
}
