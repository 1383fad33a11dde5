/**
 * The sandbox's stand-in for Google Tag Manager: a tiny `gtm.js` that does what a container
 * does with the page's dataLayer (reads what is there, then every later push) and, instead of
 * sending hits to Google, posts the entries to `/api/sandbox/gtm/events` (batched, when the
 * browser is idle), where the sandbox keeps the last ones for tests and people to look at (`GET /api/sandbox/gtm/events`).
 */
import { exceedsJsonDepth } from '@/sandbox/jsonDepth';

/** One dataLayer entry as the stand-in reported it. */
export interface RecordedTagEvent {
  containerId: string;
  receivedAt: string;
  entry: Record<string, unknown>;
}

const maxEvents = 200;
/** The largest entry kept (as JSON), and how many bytes of entries are kept in all. */
const maxEntryBytes = 16 * 1024;
const keptBytes = 1024 * 1024;
/** How deep an entry may nest (a dataLayer entry is a flat object with a few nested ones). */
const maxEntryDepth = 16;
const events: RecordedTagEvent[] = [];
const eventBytes: number[] = [];
let totalBytes = 0;

/** The size of an entry as JSON, or undefined when it nests too deep to be kept. */
function entryBytes(entry: Record<string, unknown>): number | undefined {
  if (exceedsJsonDepth(entry, maxEntryDepth)) return undefined;
  return Buffer.byteLength(JSON.stringify(entry));
}

/** Whether a value is a GTM container id. */
export function isContainerId(value: unknown): value is string {
  return typeof value === 'string' && /^GTM-[A-Z0-9]{1,36}$/.test(value);
}

/** The stand-in's script for a container (the id is checked, so it is safe inside the JS). */
export function standInScript(containerId: string): string {
  if (!isContainerId(containerId)) throw new Error(`not a GTM container id: ${containerId}`);
  return `/* Trilha sandbox stand-in for Google Tag Manager: reports dataLayer entries to the sandbox. */
(function () {
  var id = '${containerId}';
  var layer = (window.dataLayer = window.dataLayer || []);
  if (layer.__trilhaStandIn) return;
  // Entries are queued and sent in one request when the browser is idle (at most 1 s later),
  // as a real container batches its hits: a push from a page's effects costs the page
  // nothing. A plain request, not keepalive: Chromium detaches kept-alive requests, and a page
  // with one never reaches an idle network for the tools that wait on it (browser tests,
  // bench). Only when the page is being left does what is left go with keepalive.
  var queue = [];
  var scheduled = false;
  function report(entries, leaving) {
    try {
      fetch('/api/sandbox/gtm/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ containerId: id, entries: entries }),
        credentials: 'same-origin',
        keepalive: leaving
      }).catch(function () {});
    } catch (e) {}
  }
  function flush(leaving) {
    scheduled = false;
    if (queue.length === 0) return;
    var entries = queue;
    queue = [];
    report(entries, leaving === true);
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flush, { timeout: 1000 });
    else setTimeout(flush, 0);
  }
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    queue.push.apply(queue, Array.prototype.slice.call(arguments));
    schedule();
    return result;
  };
  layer.__trilhaStandIn = true;
  if (layer.length > 0) {
    queue = layer.slice();
    schedule();
  }
  if (typeof window.addEventListener === 'function') {
    window.addEventListener('pagehide', function () {
      flush(true);
    });
  }
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[id] = { standIn: true };
})();
`;
}

/**
 * Records entries the stand-in posted: objects only, each at most 16 KiB of JSON nested at
 * most 16 levels (others are left out); the oldest are dropped past 200 entries or 1 MiB.
 */
export function recordTagEvents(body: unknown, now: Date = new Date()): number {
  if (typeof body !== 'object' || body === null) return 0;
  const { containerId, entries } = body as { containerId?: unknown; entries?: unknown };
  if (!isContainerId(containerId) || !Array.isArray(entries)) return 0;
  let recorded = 0;
  for (const entry of entries.slice(0, 50)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const bytes = entryBytes(entry as Record<string, unknown>);
    if (bytes === undefined || bytes > maxEntryBytes) continue;
    events.push({
      containerId,
      receivedAt: now.toISOString(),
      entry: entry as Record<string, unknown>,
    });
    eventBytes.push(bytes);
    totalBytes += bytes;
    recorded += 1;
  }
  while (events.length > maxEvents || totalBytes > keptBytes) {
    events.shift();
    totalBytes -= eventBytes.shift() ?? 0;
  }
  return recorded;
}

/** The recorded entries, oldest first. */
export function recordedTagEvents(): readonly RecordedTagEvent[] {
  return [...events];
}

/** Forgets the recorded entries. */
export function clearTagEvents(): void {
  events.length = 0;
  eventBytes.length = 0;
  totalBytes = 0;
}
