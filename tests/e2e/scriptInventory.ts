/**
 * Checks the scripts of a page in the browser against the script inventory
 * (renderer/security/scriptInventory.json, PCI DSS 6.4.3): every <script> element and every
 * script the page loaded must match an entry.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import inventory from '../../renderer/security/scriptInventory.json';

interface InventoryEntry {
  id: string;
  kind: 'src' | 'inline' | 'data';
  source?: string;
  pattern?: string;
  hash?: string;
  elementId?: string;
  type?: string;
  csp: string | null;
}

/** One script as the browser sees it. */
export interface PageScript {
  src: string;
  text: string;
  type: string;
  elementId: string;
  hasNonce: boolean;
}

const entries = inventory.scripts as InventoryEntry[];

function matchesSrc(entry: InventoryEntry, src: string, origin: string): boolean {
  if (entry.kind !== 'src' || !entry.source) return false;
  const url = new URL(src, origin);
  if (entry.source.startsWith('/'))
    return url.origin === origin && url.pathname.startsWith(entry.source);
  return url.href.startsWith(entry.source);
}

function matchesInline(entry: InventoryEntry, script: PageScript): boolean {
  if (entry.kind === 'data')
    return script.elementId === entry.elementId && script.type === entry.type;
  if (entry.kind !== 'inline') return false;
  if (entry.hash)
    return `sha256-${createHash('sha256').update(script.text).digest('base64')}` === entry.hash;
  return (
    script.hasNonce && entry.pattern !== undefined && new RegExp(entry.pattern).test(script.text)
  );
}

/** Every script element and loaded script of the page, from the browser. */
export function pageScripts(page: Page): Promise<{ elements: PageScript[]; loaded: string[] }> {
  return page.evaluate(() => ({
    elements: Array.from(document.querySelectorAll('script')).map((script) => ({
      src: script.src,
      text: script.src ? '' : (script.textContent ?? ''),
      type: script.type,
      elementId: script.id,
      hasNonce: script.nonce !== '',
    })),
    loaded: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
}

/** The scripts of the page that the inventory does not list (empty when all are listed). */
export async function unlistedScripts(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const { elements, loaded } = await pageScripts(page);
  const unlisted: string[] = [];
  for (const script of elements) {
    const listed = script.src
      ? entries.some((entry) => matchesSrc(entry, script.src, origin))
      : entries.some((entry) => matchesInline(entry, script));
    if (!listed) unlisted.push(script.src || `inline: ${script.text.slice(0, 80)}`);
  }
  for (const src of loaded) {
    if (!entries.some((entry) => matchesSrc(entry, src, origin))) unlisted.push(src);
  }
  return unlisted;
}
