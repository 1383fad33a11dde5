/**
 * Drafts: what the buyer typed or chose on a step and has not sent yet, kept in the tab's
 * session storage so a reload of the step shows it again. One key per product, flow, step and
 * part of the step (`trilhaDraft:<product>/<flow>/<step>/<part>`); the navigation drops every
 * draft of a step once the buyer leaves it forward (`useStepNavigation`).
 *
 * Card data is never kept: a card field's name is refused here whatever a caller passes, and
 * `useFieldForm`'s `keep` option does not accept it in the first place (`KeepableField`).
 */
import { sessionArea } from '@/checkout/sessionStore';

/**
 * The card fields of every card form (the payment step, Livelo, renewals, verification): never
 * written to storage, whatever a form asks.
 */
export const cardFieldNames = ['cardNumber', 'cvv', 'expiry', 'holderName'] as const;

/** The name of a card field. */
export type CardFieldName = (typeof cardFieldNames)[number];

/** One kept value: a field's text as shown, or the ids of the options chosen. */
export type DraftValue = string | readonly string[];

/** A draft: kept values by field name. */
export type Draft = Readonly<Record<string, DraftValue>>;

/** The step a draft belongs to. */
export interface DraftStep {
  productCode: string;
  flowId: string;
  stepId: string;
}

/** Where one draft lives: its step, and which part of the step (a form, a choice). */
export interface DraftPlace extends DraftStep {
  part: string;
}

const PREFIX = 'trilhaDraft:';

/** Whether a field name is a card field (never kept). */
export function isCardField(name: string): name is CardFieldName {
  return (cardFieldNames as readonly string[]).includes(name);
}

function stepPrefix(step: DraftStep): string {
  return `${PREFIX}${[step.productCode, step.flowId, step.stepId].map(encodeURIComponent).join('/')}/`;
}

/** The session-storage key of a draft. */
export function draftKey(place: DraftPlace): string {
  return stepPrefix(place) + encodeURIComponent(place.part);
}

function isDraftValue(value: unknown): value is DraftValue {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** The keepable entries of a draft: no card field, only text or lists of text. */
function keepable(draft: Readonly<Record<string, unknown>>): Record<string, DraftValue> {
  const out: Record<string, DraftValue> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (!isCardField(name) && isDraftValue(value)) out[name] = value;
  }
  return out;
}

/**
 * The draft kept for a place; undefined when there is none, it is unreadable, or the code runs
 * on the server. Card fields a stored draft may hold (written by anything else) are ignored.
 */
export function readDraft(place: DraftPlace): Draft | undefined {
  let raw: string | null | undefined;
  try {
    raw = sessionArea()?.getItem(draftKey(place));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return keepable(parsed as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/**
 * Keeps a draft for a place, replacing the one there; card fields are dropped. Returns false
 * when the browser refused (no storage, quota): the buyer's page goes on without a draft.
 */
export function writeDraft(
  place: DraftPlace,
  draft: Readonly<Record<string, DraftValue>>,
): boolean {
  const store = sessionArea();
  if (!store) return false;
  try {
    store.setItem(draftKey(place), JSON.stringify(keepable(draft)));
    return true;
  } catch {
    return false;
  }
}

/** Drops every draft of a step (the buyer left it forward: what they sent is kept elsewhere). */
export function removeStepDrafts(step: DraftStep): void {
  const store = sessionArea();
  if (!store) return;
  const prefix = stepPrefix(step);
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // A storage we cannot touch holds no draft of ours.
  }
}
