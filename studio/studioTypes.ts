/** Types shared by the studio's pages, its server code and its browser code. */
import type { StoredLivelo, StoredPix, StoredPurchase } from '@/checkout/sessionStore';
import type { Brand, Theme } from '@/schemas/generated/types';

/** A JSON Schema as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

/** One product config the studio can open. */
export interface StudioProductFile {
  brand: string;
  code: string;
  /** Posix path relative to the studio root, e.g. `brands/medvalida/products/MS.json`. */
  file: string;
}

/** A plan of a product's catalogue, as the form's plan picker offers it. */
export interface CataloguePlan {
  id: string;
  name: string;
}

/** A template as the palette shows it. */
export interface PaletteTemplate {
  id: string;
  title: string;
  description: string;
  route: string;
}

/** Props of /studio. */
export interface StudioPageProps {
  products: StudioProductFile[];
  /** The catalogue's plans of each product, by product file (`x-studio-picker: "plan"`). */
  plans: Record<string, CataloguePlan[]>;
  templates: PaletteTemplate[];
  formSchemas: Record<string, JsonSchema>;
  /** Theme ids `<brand>$<mode>`. */
  themes: string[];
  initial: { product: string | null; flow: string | null; step: string | null };
  graphCss: string;
}

/** The success examples of one API operation, as the API contract gives them. */
export interface ApiExample {
  /** `GET`, `POST`, `PUT`, `PATCH` or `DELETE`. */
  method: string;
  /** The path template, e.g. `/api/v2/payment/{paymentId}`. */
  path: string;
  examples: unknown[];
}

/** The example Pix, purchase and Livelo account the preview's session holds (see studio/server/apiExamples.ts). */
export interface PreviewSession {
  pix: Omit<StoredPix, 'expiresAt'>;
  purchase: StoredPurchase;
  livelo: StoredLivelo;
}

/** Props of /studio/preview. */
export interface StudioPreviewProps {
  brands: Record<string, Brand>;
  themes: Record<string, Theme>;
  /** What the preview answers instead of the API (see studio/preview/previewApiClient.ts). */
  apiExamples: ApiExample[];
  session: PreviewSession;
}

/** A configured step, as the product file holds it. */
export interface ConfigStep {
  id: string;
  templateId: string;
  defaultNextStepId?: string;
  nextStepIds?: Record<string, string>;
  props?: Record<string, unknown>;
}

/** A product file's content, as the studio edits it. */
export type ProductConfig = PreviewDraft['config'];

/** What the studio posts to its preview frame. */
export interface PreviewDraft {
  type: 'trilha-studio-draft';
  seq: number;
  config: {
    code?: string;
    title: string;
    business?: string;
    designSystemId?: string;
    hasAddressForm?: boolean;
    checkoutFlow: { flows: Array<{ id: string; steps: ConfigStep[] }> };
  };
  flowId: string;
  stepId: string;
  /** `<brand>$<mode>`, or null for the product's own. */
  theme: string | null;
}

/** What the preview frame answers once a draft is on screen. */
export interface PreviewRendered {
  type: 'trilha-studio-rendered';
  seq: number;
}

/**
 * What the preview frame says when its step goes on (a press on 'Continuar', a paid form,
 * 'Voltar'): the studio selects that step, and the preview shows it from the draft.
 */
export interface PreviewStepChosen {
  type: 'trilha-studio-preview-step';
  flowId: string;
  stepId: string;
}
