import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { logger } from '@/platform/logger';
import { GeneralErrorView } from '@/renderer/GeneralErrorView';

/** Props of `StepErrorBoundary`. */
export interface StepErrorBoundaryProps {
  stepId: string;
  templateId: string;
  /** Where 'Tentar novamente' leads (the flow's first step with the query). */
  retryHref?: string;
  children: ReactNode;
}

/**
 * Catches a template that throws while rendering (spec §2 "An error boundary reports fatal
 * errors"): reports it as fatal with the step and template ids and shows the general message,
 * never a blank page.
 */
export class StepErrorBoundary extends Component<StepErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.fatal(
      `STEP_RENDER_FAILED: step '${this.props.stepId}' (${this.props.templateId}) threw`,
      {
        error,
        context: {
          stepId: this.props.stepId,
          templateId: this.props.templateId,
          componentStack: info.componentStack,
        },
      },
    );
  }

  componentDidUpdate(previous: StepErrorBoundaryProps): void {
    if (previous.stepId !== this.props.stepId && this.state.failed)
      this.setState({ failed: false });
  }

  render(): ReactNode {
    if (this.state.failed) {
      return (
        <div data-step-error={this.props.templateId}>
          <GeneralErrorView asMain={false} retryHref={this.props.retryHref} />
        </div>
      );
    }
    return this.props.children;
  }
}
