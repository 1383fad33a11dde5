import { createHash } from 'node:crypto';

/** The response headers `npm run headers` reports (PCI DSS 11.6.1: what a change would alter). */
export const reportedHeaders = [
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-content-type-options',
  'referrer-policy',
] as const;

/** One script of a page: where it comes from, and the hash of what it runs. */
export interface ReportedScript {
  /** `src` path, `inline` or `data#<id>`. */
  source: string;
  /** `sha256-<base64>` of the script's bytes (fetched for `src`, the text for inline). */
  hash: string;
}

/** What `npm run headers` prints for one page. */
export interface PageReport {
  path: string;
  status: number;
  headers: Record<string, string | null>;
  scripts: ReportedScript[];
}

/** The CSP hash of some bytes: `sha256-<base64>`. */
export function sha256(content: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/** A header value with the per-request nonce masked, so two runs of one release compare equal. */
export function maskNonce(value: string): string {
  return value.replace(/'nonce-[^']*'/g, "'nonce-<per-request>'");
}

/** A script element of an HTML page, as far as the report needs it. */
export interface HtmlScript {
  src?: string;
  id?: string;
  type?: string;
  text: string;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes);
  return match?.[1];
}

/** The <script> elements of server-rendered HTML (attributes src, id, type, and the text). */
export function scriptsOfHtml(html: string): HtmlScript[] {
  const scripts: HtmlScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    const id = attribute(attributes, 'id');
    const type = attribute(attributes, 'type');
    scripts.push({
      ...(src !== undefined ? { src } : {}),
      ...(id !== undefined ? { id } : {}),
      ...(type !== undefined ? { type } : {}),
      text: match[2] ?? '',
    });
  }
  return scripts;
}

/** The report of one page, given its HTML and a way to fetch the bytes of a `src` script. */
export async function reportPage(
  path: string,
  response: { status: number; headers: { get(name: string): string | null }; html: string },
  fetchScript: (src: string) => Promise<Uint8Array>,
): Promise<PageReport> {
  const headers: Record<string, string | null> = {};
  for (const name of reportedHeaders) {
    const value = response.headers.get(name);
    headers[name] = value === null ? null : maskNonce(value);
  }
  const scripts: ReportedScript[] = [];
  for (const script of scriptsOfHtml(response.html)) {
    if (script.src) {
      scripts.push({ source: script.src, hash: sha256(await fetchScript(script.src)) });
    } else if (script.type === 'application/json') {
      // Page data, not code; its content changes per request, so only its presence is reported.
      scripts.push({ source: `data#${script.id ?? ''}`, hash: 'not-executed' });
    } else {
      scripts.push({ source: 'inline', hash: sha256(script.text) });
    }
  }
  return { path, status: response.status, headers, scripts };
}

/** What `npm run headers` prints for one API answer. */
export interface ApiAnswerReport {
  method: string;
  path: string;
  status: number;
  /** The security headers ({@link reportedHeaders}), nonces masked. */
  headers: Record<string, string | null>;
  /**
   * The names of every other header of the answer, sorted; those that change per request
   * (date, length, connection) left out. A backend's `Server`, `X-Powered-By`, trace id or CORS
   * grant passed on to the browser shows here.
   */
  otherHeaders: string[];
}

/** Headers whose presence says nothing about a release (they come with every HTTP answer). */
const perRequestHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * The report of one API answer: its status, its security headers and the names of the others.
 * The checkout's API answers come from the sandbox or, with `CHECKOUT_API_URL`, through the
 * backend proxy; either way they must carry the checkout's headers and none of a backend's.
 */
export function reportApiAnswer(
  method: string,
  path: string,
  response: {
    status: number;
    headers: { forEach(visit: (value: string, name: string) => void): void };
  },
): ApiAnswerReport {
  const headers: Record<string, string | null> = Object.fromEntries(
    reportedHeaders.map((name) => [name, null]),
  );
  const other = new Set<string>();
  response.headers.forEach((value, rawName) => {
    const name = rawName.toLowerCase();
    if ((reportedHeaders as readonly string[]).includes(name)) headers[name] = maskNonce(value);
    else if (!perRequestHeaders.has(name)) other.add(name);
  });
  return { method, path, status: response.status, headers, otherHeaders: [...other].sort() };
}
