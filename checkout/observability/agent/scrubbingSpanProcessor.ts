/**
 * Spans leave the browser without personal data: a span processor in front of the exporting
 * one scrubs each finished span's attributes and its events' attributes (`http.url` of the
 * `documentFetch` and resource spans, the URLs of API calls…) with `scrubPersonalData`:
 * e-mails, documents, phones and the values of query parameters named like personal data
 * become markers, card data too. No spec field is carried by spans.
 */
import type { Attributes, Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-web';
import { scrubPersonalData } from '@/lib/redaction/scrubSensitiveData';

/** Replaces an attribute map's entries by their scrubbed copies, in place. */
function scrubInPlace(attributes: Attributes | undefined): void {
  if (!attributes) return;
  const scrubbed = scrubPersonalData({ ...attributes });
  for (const key of Object.keys(attributes)) delete attributes[key];
  Object.assign(attributes, scrubbed);
}

/**
 * Scrubs a finished span's attributes and event attributes in place (the span has ended: no
 * one writes to it any more) and answers it.
 */
export function scrubSpan<S extends Pick<ReadableSpan, 'attributes' | 'events'>>(span: S): S {
  scrubInPlace(span.attributes);
  for (const event of span.events) scrubInPlace(event.attributes);
  return span;
}

/** A span processor that scrubs each span (see {@link scrubSpan}) before `next` sees it ended. */
export class ScrubbingSpanProcessor implements SpanProcessor {
  private readonly next: SpanProcessor;

  constructor(next: SpanProcessor) {
    this.next = next;
  }

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    this.next.onEnd(scrubSpan(span));
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}
