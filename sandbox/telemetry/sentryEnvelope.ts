/**
 * Reads a Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header
 * line of JSON, then items, each an item-header line of JSON and a payload. A payload is
 * `length` bytes when the item header gives one (it may hold newlines), else the rest of the
 * line. The sandbox's error-reporting receiver keeps the `event` items.
 */
import { exceedsJsonDepth, maxJsonDepth } from '@/sandbox/jsonDepth';
import type { ReceivedErrorEvent } from '@/sandbox/telemetry/telemetryStore';

/** An envelope whose header or an item nests JSON deeper than {@link maxJsonDepth} levels. */
export class EnvelopeTooDeepError extends Error {
  constructor(what: string) {
    super(`${what} nests JSON deeper than ${maxJsonDepth} levels`);
    this.name = 'EnvelopeTooDeepError';
  }
}

/** One item of an envelope. */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** The payload parsed as JSON when it is JSON, else its text. */
  payload: unknown;
}

/** An envelope: its header and items. */
export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const newline = 0x0a;

function readLine(bytes: Buffer, start: number): { line: Buffer; next: number } {
  const end = bytes.indexOf(newline, start);
  if (end < 0) return { line: bytes.subarray(start), next: bytes.length };
  return { line: bytes.subarray(start, end), next: end + 1 };
}

function parseJsonObject(text: string, what: string): Record<string, unknown> {
  const value = JSON.parse(text) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${what} is not a JSON object`);
  if (exceedsJsonDepth(value)) throw new EnvelopeTooDeepError(what);
  return value as Record<string, unknown>;
}

function parsePayload(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return text;
  }
  if (exceedsJsonDepth(value)) throw new EnvelopeTooDeepError('an item');
  return value;
}

/**
 * Parses an envelope; throws on a malformed header or item header, and
 * {@link EnvelopeTooDeepError} when any part nests JSON deeper than 32 levels.
 */
export function parseEnvelope(body: Buffer | string): Envelope {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const first = readLine(bytes, 0);
  const header = parseJsonObject(first.line.toString('utf8'), 'envelope header');
  const items: EnvelopeItem[] = [];
  let position = first.next;
  while (position < bytes.length) {
    const headerLine = readLine(bytes, position);
    position = headerLine.next;
    if (headerLine.line.toString('utf8').trim() === '') continue;
    const itemHeader = parseJsonObject(headerLine.line.toString('utf8'), 'item header');
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
      payload = bytes.subarray(position, position + length);
      position += length;
      if (bytes[position] === newline) position += 1;
    } else {
      const line = readLine(bytes, position);
      payload = line.line;
      position = line.next;
    }
    items.push({ header: itemHeader, payload: parsePayload(payload) });
  }
  return { header, items };
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The error events of an envelope, summarised for the store. */
export function errorEventsOf(
  envelope: Envelope,
  project: string,
  receivedAt: string,
): ReceivedErrorEvent[] {
  return envelope.items.flatMap((item) => {
    if (item.header.type !== 'event') return [];
    const event = record(item.payload);
    if (!event) return [];
    const exception = record((record(event.exception)?.values as unknown[] | undefined)?.at(-1));
    const logentry = record(event.logentry);
    const message = text(event.message) ?? text(logentry?.formatted) ?? text(logentry?.message);
    const fingerprint = Array.isArray(event.fingerprint)
      ? event.fingerprint.filter((part): part is string => typeof part === 'string')
      : undefined;
    return [
      {
        receivedAt,
        project,
        eventId: text(event.event_id),
        level: text(event.level),
        message,
        exceptionType: text(exception?.type),
        exceptionValue: text(exception?.value),
        fingerprint,
        environment: text(event.environment),
        release: text(event.release),
        platform: text(event.platform),
        user: record(event.user),
        tags: record(event.tags),
        extra: record(event.extra),
        event,
      },
    ];
  });
}
