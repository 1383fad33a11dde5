import { useEffect, useMemo, useState } from 'react';
import { StepNavigatorProvider } from '@/checkout/navigation/stepNavigator';
import type { StepNavigator } from '@/checkout/navigation/stepNavigator';
import { pageLanguageProps } from '@/checkout/copy/catalogues';
import { CheckoutPage } from '@/renderer/CheckoutPage';
import { resolveSellerSource } from '@/renderer/rules/resolveSellerSource';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import type { TemplateId } from '@/schemas/generated/types';
import { getApiClient, replaceApiClient } from '@/checkout/api/apiClient';
import { replaceSessionArea, writeSession } from '@/checkout/sessionStore';
import { replaceLedgerArea } from '@/checkout/purchase/purchaseLedger';
import { memoryStorage } from '@/studio/preview/memoryStorage';
import type { CheckoutPageProps, ResolvedFlow, ResolvedStep } from '@/checkout/checkoutPageProps';
import type {
  ConfigStep,
  PreviewDraft,
  PreviewRendered,
  PreviewStepChosen,
  StudioPreviewProps,
} from '@/studio/studioTypes';
import { createPreviewApiClient } from '@/studio/preview/previewApiClient';
import {
  PREVIEW_RECORD_ID,
  needsOf,
  seedPreviewSession,
} from '@/studio/preview/seedPreviewSession';

/** The sandbox's demo lead: steps that need a lead (payment, Pix) show their content with it. */
const PREVIEW_LEAD = {
  leadId: 'lead_demo',
  name: 'Ana Prévia',
  email: 'ana.previa@example.com',
  phone: '11999990000',
};

function toResolvedStep(step: ConfigStep): ResolvedStep {
  return {
    id: step.id,
    templateId: step.templateId,
    defaultNextStepId: step.defaultNextStepId ?? null,
    nextStepIds: step.nextStepIds ?? {},
    props: step.props ?? {},
  };
}

function shellOf(templateId: string): CheckoutPageProps['shell'] {
  return Object.hasOwn(templateRegistry, templateId)
    ? templateRegistry[templateId as TemplateId].shell
    : { backButton: false, hideLogo: false, upsellStyle: false, hideSellerBanner: false };
}

/**
 * The page props of the draft's step, as the renderer would build them for a buyer of the
 * product on localhost (no seller, test environment), with the chosen brand and theme.
 */
export function previewPageProps(
  draft: PreviewDraft,
  base: StudioPreviewProps,
): CheckoutPageProps | null {
  const flows: ResolvedFlow[] = draft.config.checkoutFlow.flows.map((flow) => ({
    id: flow.id,
    steps: flow.steps.map(toResolvedStep),
  }));
  const flow = flows.find((f) => f.id === draft.flowId);
  const step = flow?.steps.find((s) => s.id === draft.stepId);
  if (!flow || !step) return null;
  const code = draft.config.code ?? '';
  const themeId =
    draft.theme ??
    (draft.config.designSystemId && base.themes[draft.config.designSystemId]
      ? draft.config.designSystemId
      : null) ??
    Object.keys(base.themes).find(
      (id) => base.brands[id.split('$')[0] ?? '']?.productCode === code,
    ) ??
    null;
  const [brandId = '', mode = 'light'] = (themeId ?? '').split('$');
  const brand =
    base.brands[brandId] ??
    Object.values(base.brands).find((b) => b.productCode === code) ??
    Object.values(base.brands)[0];
  if (!brand) return null;
  const theme = themeId ? (base.themes[themeId] ?? null) : null;
  const area = brand.language === 'pt-MZ' ? 'MZ' : 'BR';
  // A step that follows a payment under way (the processing page) reads its id in the link.
  const query: Record<string, string> = needsOf(step.templateId).includes('processing')
    ? { product: code, paymentId: base.session.pix.paymentId }
    : { product: code };
  const route = Object.hasOwn(templateRegistry, step.templateId)
    ? templateRegistry[step.templateId as TemplateId].route
    : '/';
  const { seller, source } = resolveSellerSource(query);
  const nextId = step.defaultNextStepId;
  return {
    pathname: route,
    host: 'localhost',
    query,
    rawQuery: new URLSearchParams(query).toString(),
    area,
    environment: 'test',
    product: code,
    business: draft.config.business ?? brand.business,
    productCode: code,
    contactId: null,
    _ga: null,
    checkoutGTM: null,
    productTitle: draft.config.title,
    productFlow: flow,
    allCheckoutFlowsByProductCode: { [code]: flows },
    dsBrand: theme ? brandId : 'trilha',
    dsMode: theme ? mode : 'light',
    hasAddressForm: draft.config.hasAddressForm ?? false,
    sellerName: null,
    isLiveEnabled: false,
    sellerAccount: null,
    ...pageLanguageProps(area === 'MZ'),
    seller,
    source,
    step,
    nextStep: flow.steps.find((s) => s.id === nextId) ?? null,
    routePrefix: '',
    shell: shellOf(step.templateId),
    routeParams: route.includes('[id]') ? { id: PREVIEW_RECORD_ID } : {},
    brand,
    theme,
    staging: false,
  };
}

function isDraft(data: unknown): data is PreviewDraft {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'trilha-studio-draft'
  );
}

/**
 * The studio's preview frame: waits for the drafts the studio posts (same origin only),
 * renders the step with the production `CheckoutPage`, and answers each draft once it is on
 * screen, so the studio can show (and the browser test measure) the keystroke-to-preview time.
 */
export function StudioPreview(base: StudioPreviewProps) {
  const [draft, setDraft] = useState<PreviewDraft | null>(null);
  /** Bumped when a draft arrives while the step shows its error: it is mounted anew. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // This frame's own storage: the studio tab's other frames (the palette's thumbnails) share
    // the tab's, and would overwrite what this step needs.
    replaceSessionArea(memoryStorage());
    replaceLedgerArea(memoryStorage());
    writeSession('dataLead', PREVIEW_LEAD);
    writeSession('dataLivelo', base.session.livelo);
    // Before the studio is told the frame is ready, so no step is drawn with the real client:
    // the preview's calls that would change something are answered from the API's examples.
    replaceApiClient(
      createPreviewApiClient(getApiClient(), base.apiExamples, [
        base.session.pix.paymentId,
        PREVIEW_RECORD_ID,
      ]),
    );
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isDraft(event.data)) return;
      const step = event.data.config.checkoutFlow.flows
        .find((flow) => flow.id === event.data.flowId)
        ?.steps.find((s) => s.id === event.data.stepId);
      if (step) seedPreviewSession(step.templateId, base.session);
      // A step that threw stays on the error boundary's 'Algo deu errado' for as long as it
      // is the same step: each new draft draws it afresh, so it shows once its props are valid.
      if (document.querySelector('[data-step-error]')) setAttempt((n) => n + 1);
      setDraft(event.data);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'trilha-studio-ready' }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      replaceApiClient(undefined);
      replaceSessionArea(undefined);
      replaceLedgerArea(undefined);
    };
  }, [base]);

  useEffect(() => {
    if (!draft) return;
    // After the commit: the next frame has the draft painted.
    const frame = requestAnimationFrame(() => {
      const answer: PreviewRendered = { type: 'trilha-studio-rendered', seq: draft.seq };
      window.parent.postMessage(answer, window.location.origin);
    });
    return () => cancelAnimationFrame(frame);
  }, [draft]);

  const page = useMemo(() => (draft ? previewPageProps(draft, base) : null), [draft, base]);
  // A step that goes on shows the next step here (the studio selects it and posts its draft),
  // never the real checkout page: the preview stays a preview, and charges nobody.
  const navigator = useMemo<StepNavigator | undefined>(() => {
    if (!draft || !page) return undefined;
    const show = (stepId: string) => {
      const message: PreviewStepChosen = {
        type: 'trilha-studio-preview-step',
        flowId: draft.flowId,
        stepId,
      };
      window.parent.postMessage(message, window.location.origin);
    };
    return {
      toStep: (step) => show(step.id),
      // 'Voltar': the step of the flow that leads here, if one does.
      back: () => {
        const before = page.productFlow.steps.find(
          (step) =>
            step.defaultNextStepId === page.step.id ||
            Object.values(step.nextStepIds).includes(page.step.id),
        );
        if (before) show(before.id);
      },
    };
  }, [draft, page]);
  if (!draft) return <p style={{ padding: 16, fontFamily: 'sans-serif' }}>Aguardando o estúdio…</p>;
  if (!page)
    return (
      <p style={{ padding: 16, fontFamily: 'sans-serif' }}>Escolha um passo para ver a prévia.</p>
    );
  return (
    <StepNavigatorProvider value={navigator}>
      <CheckoutPage
        key={`${page.productFlow.id}/${page.step.id}/${page.step.templateId}/${attempt}`}
        {...page}
      />
    </StepNavigatorProvider>
  );
}
