import inventoryJson from '@/renderer/security/scriptInventory.json';

/** How an inventory entry's script reaches the page. */
export type ScriptKind = 'src' | 'inline' | 'data';

/** One allowed script of the checkout pages, with the reason it is there. */
export interface ScriptInventoryEntry {
  id: string;
  kind: ScriptKind;
  /** `src` scripts: the path prefix (same origin) or https URL prefix they load from. */
  source?: string;
  /** `inline` scripts: a regular expression their text matches. */
  pattern?: string;
  /** `inline` scripts allowed by hash instead of the nonce: `sha256-…` of their text. */
  hash?: string;
  /** `data` scripts: the element id and the non-executable type. */
  elementId?: string;
  type?: string;
  /** What the entry adds to script-src: a source expression, `nonce`, or null (nothing). */
  csp: string | null;
  why: string;
}

function isEntry(value: unknown): value is ScriptInventoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    (entry.kind === 'src' || entry.kind === 'inline' || entry.kind === 'data') &&
    (entry.csp === null || typeof entry.csp === 'string') &&
    typeof entry.why === 'string' &&
    entry.why.trim() !== ''
  );
}

/**
 * The script inventory (`renderer/security/scriptInventory.json`), checked on load: every
 * entry has an id, a kind, what it adds to the CSP and a reason.
 */
export function loadScriptInventory(raw: unknown = inventoryJson): readonly ScriptInventoryEntry[] {
  // The file's own inventory is checked once per process, not on every page.
  if (raw === inventoryJson) return (checkedInventory ??= checkInventory(raw));
  return checkInventory(raw);
}

let checkedInventory: readonly ScriptInventoryEntry[] | undefined;

function checkInventory(raw: unknown): readonly ScriptInventoryEntry[] {
  const scripts = (raw as { scripts?: unknown }).scripts;
  if (!Array.isArray(scripts))
    throw new Error('SCRIPT_INVENTORY_INVALID: `scripts` must be an array');
  return scripts.map((entry, index) => {
    if (!isEntry(entry)) {
      throw new Error(
        `SCRIPT_INVENTORY_INVALID: scripts[${index}] needs id, kind (src, inline or data), csp and a non-empty why`,
      );
    }
    return entry;
  });
}

/** The script-src sources of the inventory, the nonce filled in; without 'unsafe-inline'. */
export function scriptSources(inventory: readonly ScriptInventoryEntry[], nonce: string): string[] {
  const sources = inventory.flatMap((entry) => {
    if (entry.csp === null) return [];
    if (entry.csp === 'nonce') return [`'nonce-${nonce}'`];
    if (entry.hash) return [`'${entry.hash}'`];
    return [entry.csp];
  });
  return [...new Set(sources)];
}
