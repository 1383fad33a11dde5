/**
 * The studio's side of the preview frame (`/studio/preview`): every draft is posted to it with
 * the open flow, step and theme; it answers when that draft is on screen (the time from the edit
 * is the latency shown) and when a step of the preview went on (the studio opens that step).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ConfigStep,
  PreviewDraft,
  PreviewStepChosen,
  ProductConfig,
} from '@/studio/studioTypes';

export function usePreviewFrame({
  draft,
  flow,
  step,
  theme,
  onStepChosen,
}: {
  draft: ProductConfig | null;
  flow: { id: string; steps: readonly ConfigStep[] } | undefined;
  step: ConfigStep | undefined;
  theme: string | null;
  onStepChosen: (stepId: string) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [latency, setLatency] = useState<number | null>(null);
  const seq = useRef(0);
  const editedAt = useRef(new Map<number, number>());
  const lastEdit = useRef<number | null>(null);

  const postDraft = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !draft || !flow || !step) return;
    seq.current += 1;
    editedAt.current.set(seq.current, lastEdit.current ?? performance.now());
    lastEdit.current = null;
    const message: PreviewDraft = {
      type: 'trilha-studio-draft',
      seq: seq.current,
      config: draft,
      flowId: flow.id,
      stepId: step.id,
      theme,
    };
    target.postMessage(message, window.location.origin);
  }, [draft, flow, step, theme]);
  useEffect(() => postDraft(), [postDraft]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; seq?: number };
      if (data.type === 'trilha-studio-ready') postDraft();
      if (data.type === 'trilha-studio-preview-step') {
        const chosen = event.data as PreviewStepChosen;
        if (chosen.flowId === flow?.id && flow.steps.some((s) => s.id === chosen.stepId))
          onStepChosen(chosen.stepId);
      }
      if (data.type === 'trilha-studio-rendered' && typeof data.seq === 'number') {
        const started = editedAt.current.get(data.seq);
        if (started !== undefined) setLatency(Math.round(performance.now() - started));
        editedAt.current.delete(data.seq);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [postDraft, flow, onStepChosen]);

  return {
    frame,
    latency,
    /** Called as a prop is typed: the latency shown counts from the key press. */
    markEdit: () => {
      lastEdit.current = performance.now();
    },
  };
}
