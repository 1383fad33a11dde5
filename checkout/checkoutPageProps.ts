import type { Copy } from '@/checkout/copy/ptBR';
import type { CopyOverrides } from '@/checkout/copy/withOverrides';
/**
 * The props the catch-all checkout page receives from `getServerSideProps` (spec §3 "Page
 * props"), plus what Trilha adds so the first paint is complete: the resolved step, the brand
 * fields the shell and templates read, and the theme tokens. Every value is JSON; absent values
 * are `null` because Next.js cannot serialise `undefined`.
 */
import type { BrandPublic } from '@/checkout/brandPublic';
import type { FeatureFlags } from '@/platform/flags';
import type { ResolvedFlow, ResolvedStep } from '@/checkout/resolvedFlow';
import type { StepPosition } from '@/checkout/stepPosition';
import type { ServerData } from '@/checkout/serverData/ServerData';
import type { TemplateShell } from '@/checkout/templateContract';
import type { ThemeTokens } from '@/ui/themeTokens';

export type { ResolvedFlow, ResolvedStep };

/** Spec §3 page props, with Trilha's additions at the end. */
export interface CheckoutPageProps {
  pathname: string;
  host: string;
  /** The cleaned query (spec §4: empty and `query_param*` values dropped). */
  query: Record<string, string>;
  /** The query string as received, without the leading '?'. */
  rawQuery: string;
  area: 'BR' | 'MZ';
  environment: 'test' | 'production';
  product: string;
  business: string;
  productCode: string;
  /** Only when route=vip. */
  contactId: string | null;
  _ga: string | null;
  checkoutGTM: string | null;
  productTitle: string;
  productFlow: ResolvedFlow;
  /** Spec §3's flows by product code, filled with the page's own flow (the only one it can use). */
  allCheckoutFlowsByProductCode: Record<string, ResolvedFlow[]>;
  dsBrand: string;
  dsMode: string;
  hasAddressForm: boolean;
  /** The name the seller lookup returned; null when the lookup did not run (spec §4). */
  sellerName: string | null;
  isLiveEnabled: boolean;
  sellerAccount: string | null;
  isMozambiqueTheme: boolean;
  /**
   * What the page's language says otherwise than pt-BR, sent with the page (`copyOverridesOf`;
   * only pt-MZ pages have any), so the browser gets one language's words (`copyOfPage`).
   */
  copyOverrides?: CopyOverrides<Copy>;
  /** The seller as given by the query (spec §4 defaults applied): 'performance' when none. */
  seller: string;
  source: string;
  /** The step the pathname resolves to, and the one after it. */
  step: ResolvedStep;
  /**
   * The step's 'Passo N de M' in its flow's journeys (see `stepPosition`), counted on the
   * server from the templates' journey declarations; null when no journey reaches the step.
   */
  stepPosition?: StepPosition | null;
  nextStep: ResolvedStep | null;
  /**
   * What step links keep in front of their routes: '/<product-slug>' when the page was opened
   * as `/<product-slug>/<route>` (spec §2 'product-slug' route parameter), else ''.
   */
  routePrefix: string;
  /** How the page shell behaves around the step's template (its `template.json` `shell`). */
  shell: TemplateShell;
  /** Dynamic route parameters of the step's route (e.g. `{ id }` of /payment/[id]). */
  routeParams: Record<string, string>;
  brand: BrandPublic;
  /** The brand theme (null: the built-in default theme). */
  theme: ThemeTokens | null;
  /** True when the staging cookie is set (spec §2 'Homologação' badge). */
  staging: boolean;
  /**
   * The iframe origins of the flow's steps that embed one (step id → origins its template
   * declares and its props reference); steps that frame nothing are absent. The page's CSP
   * `frame-src` allows the current step's only, so moving into or out of such a step loads
   * the page anew.
   */
  framedSteps?: Record<string, string[]>;
  /**
   * What the server fetched before rendering the step, as its template declares in
   * `template.json` `serverData` (e.g. the payment step's plans); absent when it needs none or
   * the fetch failed (the template then fetches in the browser).
   */
  serverData?: ServerData;
  /**
   * The intrinsic height / width of the logo the shell shows, read from the image file on the
   * server, so the logo's `<img>` carries a height and reserves its box; null when unknown.
   */
  logoAspectRatio?: number | null;
  /**
   * The intrinsic height / width of the current step's image (its `imageFile` prop, a path under
   * `public/`), read from the file's header on the server, keyed by that path, so `StepImage`
   * reserves the image's own shape; absent when the step has no such image or it is unknown.
   */
  stepImageAspectRatios?: Record<string, number>;
  /**
   * The feature flags the server evaluated for this page (first render, no flicker); absent:
   * every flag keeps today's behaviour. See `platform/flags/featureFlags.ts`.
   */
  flags?: FeatureFlags;
  /** How often the browser polls the flags while the tab is visible (spec §9: 300 000 ms). */
  flagPollIntervalMs?: number;
  /**
   * How long the browser waits for a payment call before it asks for the attempt's outcome
   * (spec §9: 60 000 ms; `PAYMENT_TIMEOUT_MS` shortens it outside production hosts).
   */
  paymentTimeoutMs?: number;
}
