/**
 * The contract between the generic renderer and a template component. A template receives
 * its step (id, template id, next step id) and its props, already validated against
 * `templates/<id>/props.schema.json`; everything else (buyer, brand, flow, navigation) comes
 * from `useCheckout()` and `useStepNavigation()`. Templates never name another step's route.
 */
import type { ComponentType } from 'react';
import type { ResolvedStep } from '@/checkout/resolvedFlow';
import type { GeneratedValidator } from '@/schemas/generated/validators.js';
import type { JourneyNeed } from '@/lib/journey/journeyModel';
import type { PropsByTemplateId, TemplateId, TemplateManifest } from '@/schemas/generated/types';

/** A server data loader a template may declare in `template.json` `serverData`. */
export type ServerDataName = NonNullable<TemplateManifest['serverData']>[number];

/** Props every template component receives; `P` is the template's generated props type. */
export interface TemplateComponentProps<P> {
  step: ResolvedStep;
  props: P;
}

/** The component of template `K`: it takes exactly that template's props type. */
export type TemplateComponentOf<K extends TemplateId> = ComponentType<
  TemplateComponentProps<PropsByTemplateId[K]>
>;

/**
 * How the page shell behaves around a template (declared in `template.json` `shell`, spec §2
 * "Page shell"); every flag is false unless the manifest sets it.
 */
export interface TemplateShell {
  /** Show the 'Voltar' button. */
  backButton: boolean;
  /** Hide the brand logo unless the step supplies its own. */
  hideLogo: boolean;
  /** Upsell page: the banner takes the upsell styling. */
  upsellStyle: boolean;
  /** Never show the seller banner. */
  hideSellerBanner: boolean;
}

/**
 * What the browser needs of template `K` to render a step (the generated
 * `schemas/generated/templateComponents.ts`): its journey needs, whether it has server data,
 * and its lazily loaded component. Nothing else of the registry reaches a buyer page.
 */
export interface TemplateComponentEntry<K extends TemplateId> {
  /**
   * What must hold when a buyer arrives (its `template.json` `journey.needs`): the renderer
   * checks it from the buyer's session before it shows the template (see `JourneyGuard`).
   */
  needs: readonly JourneyNeed[];
  /**
   * Data the server fetches before rendering the template (its `template.json` `serverData`),
   * handed to it in the page props' `serverData`; absent when it needs none.
   */
  serverData?: readonly ServerDataName[];
  /** The component, loaded on demand; `undefined` while the template has none. */
  component: TemplateComponentOf<K> | undefined;
}

/** The browser's part of the registry: one entry per template id, each typed for its own id. */
export type TemplateComponents = { readonly [K in TemplateId]: TemplateComponentEntry<K> };

/**
 * One template in the generated registry (`schemas/generated/templateRegistry.ts`, used by the
 * server and the studio): its browser part plus route, shell flags and props validator.
 */
export interface TemplateRegistryEntry<K extends TemplateId> extends TemplateComponentEntry<K> {
  id: K;
  /** Path the template is shown at; `[name]` segments are route parameters. */
  route: string;
  shell: TemplateShell;
  /** Whether the brands' product aliases apply on this route (spec §4 /md). */
  productAliases: boolean;
  /** Loads the generated validator of the template's props (server side; its own chunk). */
  loadPropsValidator: () => Promise<GeneratedValidator<PropsByTemplateId[K]>>;
}

/** The template registry: one entry per template id, each typed for its own id. */
export type TemplateRegistry = { readonly [K in TemplateId]: TemplateRegistryEntry<K> };
