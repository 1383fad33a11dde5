/**
 * The error-reporting rules of spec §8, applied to every event before it leaves the process
 * (the SDK's `beforeSend`, in the browser and on the server): what is not reported, how HTTP
 * failures are grouped, what is attached, and what is scrubbed. Pure and vendor-free: it reads
 * an event shaped like Sentry's and the exception the SDK hands over.
 */
import { isReportable } from '@/platform/observability/logSinks';
import {
  scrubCardData,
  scrubPersonalData,
  scrubPersonalValues,
} from '@/lib/redaction/scrubSensitiveData';

/** The part of an error-reporting event these rules read and write. */
export interface ReportableEvent {
  fingerprint?: string[];
  extra?: Record<string, unknown>;
  user?: { email?: string; [key: string]: unknown };
  tags?: Record<string, unknown>;
  exception?: { values?: { type?: string; value?: string }[] };
  message?: string;
  /** The page or server request (URL with its query, headers): no spec field. */
  request?: object;
  /** What happened before (navigations, calls, console lines): no spec field. */
  breadcrumbs?: object[];
}

/** What the SDK tells about the event: the exception it was built from. */
export interface ReportableHint {
  originalException?: unknown;
}

/** What the app adds to every event. */
export interface ErrorEventContext {
  /** The buyer's e-mail (from the cookie or the stored lead), attached as the event's user. */
  buyerEmail?: string;
}

/** An HTTP failure as the API client rejects with (checkout/api/ApiError.ts). */
interface HttpFailure {
  status?: number;
  kind?: string;
  method: string;
  url: string;
  fingerprint?: string;
  query?: string;
}

function asHttpFailure(error: unknown): HttpFailure | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as Partial<HttpFailure>;
  if (typeof candidate.method !== 'string' || typeof candidate.url !== 'string') return undefined;
  if (typeof candidate.status !== 'number' && typeof candidate.kind !== 'string') return undefined;
  return candidate as HttpFailure;
}

/**
 * Browser wordings of a fetch or XHR that got no answer (Chromium, Firefox, Safari, axios),
 * and Node's I/O read failures: spec §8 does not report them (the buyer's connection, not us).
 */
const unreportedMessages = [
  /^Failed to fetch$/i,
  /^NetworkError when attempting to fetch resource\.?$/i,
  /^Load failed$/i,
  /^Network Error$/i,
  /\bEIO\b/,
  /^read ECONNRESET$/i,
];

function isUnreportedMessage(event: ReportableEvent): boolean {
  const values = event.exception?.values ?? [];
  return values.some((value) =>
    unreportedMessages.some((pattern) => pattern.test(value.value ?? '')),
  );
}

/** The path of a URL without its query and fragment. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * What spec §8 asks an event to carry, scrubbed of card data and documents only: the grouping
 * (`fingerprint`), the extra data (the failed call's query string and the logger's context)
 * and the user's e-mail. Every other part of an event (its message and exception, tags,
 * request URL and headers, breadcrumbs) is also scrubbed of e-mails, phones and personal
 * names ({@link scrubPersonalData}).
 */
function scrubEvent<E extends ReportableEvent>(event: E): E {
  // The SDK's user (an id, an IP address) is left out: spec §8 gives the user its e-mail only,
  // which prepareErrorEvent attaches.
  const { fingerprint, extra, user: _user, request, breadcrumbs, tags, ...rest } = event;
  // Message, exception, contexts…: every text, whose `name` fields are an SDK's or a browser's.
  const scrubbed = scrubPersonalValues(rest) as E;
  if (fingerprint) scrubbed.fingerprint = scrubCardData(fingerprint);
  if (extra) scrubbed.extra = scrubCardData(extra);
  if (request) scrubbed.request = scrubPersonalData(request);
  if (breadcrumbs) scrubbed.breadcrumbs = scrubPersonalData(breadcrumbs);
  if (tags) scrubbed.tags = scrubPersonalData(tags);
  return scrubbed;
}

/**
 * Applies spec §8 to one event: `null` drops it (HTTP 400, 401, 404 and 422, fetch failures,
 * I/O read failures); an HTTP failure is grouped by `[fingerprint header or path without the
 * query, method, status]` with the query string in `extra.query`; the buyer's e-mail becomes
 * the event's user. Card data, CVV and documents are scrubbed from the whole event; e-mails,
 * phones and names from every part spec §8 does not ask for (see `scrubEvent`).
 */
export function prepareErrorEvent<E extends ReportableEvent>(
  event: E,
  hint: ReportableHint,
  context: ErrorEventContext = {},
): E | null {
  const original = hint.originalException;
  if (!isReportable(original) || isUnreportedMessage(event)) return null;
  const prepared: E = { ...event, extra: { ...event.extra } };
  const failure = asHttpFailure(original);
  if (failure) {
    const path = withoutQuery(failure.fingerprint ?? failure.url);
    prepared.fingerprint = [
      path,
      failure.method.toUpperCase(),
      String(failure.status ?? failure.kind),
    ];
    prepared.tags = {
      ...event.tags,
      'http.method': failure.method.toUpperCase(),
      'http.status_code': String(failure.status ?? failure.kind),
    };
    if (failure.query) prepared.extra = { ...prepared.extra, query: failure.query };
  }
  const scrubbed = scrubEvent(prepared);
  // Attached after scrubbing: the e-mail is meant to be there, digits and all.
  if (context.buyerEmail) scrubbed.user = { email: context.buyerEmail };
  return scrubbed;
}

/**
 * A breadcrumb (a navigation, a call, a console line) as it may be kept for an error report:
 * no spec field, so its message and data are scrubbed of card data, documents, e-mails, phones
 * and names, and the URLs in them of their personal query values (the SDK's `beforeBreadcrumb`).
 */
export function prepareBreadcrumb<B extends object>(breadcrumb: B): B {
  return scrubPersonalData(breadcrumb);
}
