import { errorEventsOf, parseEnvelope } from '@/sandbox/telemetry/sentryEnvelope';

const event = {
  event_id: 'abc123',
  level: 'error',
  fingerprint: ['/api/v1/lead', 'POST', '500'],
  exception: {
    values: [{ type: 'ApiError', value: 'POST /api/v1/lead failed: server error 500' }],
  },
  user: { email: 'ana@example.com' },
  extra: { query: 'product=MS' },
  environment: 'sandbox',
};

describe('sentry envelope', () => {
  it('should read items without a length, one line each', () => {
    const text = [
      JSON.stringify({ event_id: 'abc123', dsn: 'http://public@localhost/api/sandbox/sentry/1' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ discarded_events: [] }),
    ].join('\n');
    const envelope = parseEnvelope(text);
    expect(envelope.header.event_id).toBe('abc123');
    expect(envelope.items.map((item) => item.header.type)).toEqual(['event', 'client_report']);
    const [stored] = errorEventsOf(envelope, '1', '2026-01-01T00:00:00.000Z');
    expect(stored).toMatchObject({
      project: '1',
      eventId: 'abc123',
      level: 'error',
      fingerprint: ['/api/v1/lead', 'POST', '500'],
      exceptionType: 'ApiError',
      user: { email: 'ana@example.com' },
      extra: { query: 'product=MS' },
    });
  });

  it('should read a payload by its byte length, newlines and multibyte text included', () => {
    const payload = JSON.stringify({ ...event, message: 'Não\nconseguimos' }, null, 2);
    const body = Buffer.concat([
      Buffer.from(`${JSON.stringify({})}\n`),
      Buffer.from(`${JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) })}\n`),
      Buffer.from(payload),
      Buffer.from(`\n${JSON.stringify({ type: 'attachment', length: 3 })}\nabc`),
    ]);
    const envelope = parseEnvelope(body);
    expect(envelope.items).toHaveLength(2);
    expect(errorEventsOf(envelope, '1', 'now')[0]?.message).toBe('Não\nconseguimos');
    expect(envelope.items[1]?.payload).toBe('abc');
  });

  it('should refuse a body whose header is not JSON', () => {
    expect(() => parseEnvelope('not json\n{}')).toThrow();
  });
});
