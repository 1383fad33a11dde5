import { ApiError } from '@/checkout/api/ApiError';
import { prepareErrorEvent } from '@/platform/observability/prepareErrorEvent';
import type { ReportableEvent } from '@/platform/observability/prepareErrorEvent';

function apiError(
  status: number | undefined,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
): ApiError {
  return new ApiError({
    kind: status === undefined ? 'network' : status >= 500 ? 'server' : 'client',
    status,
    body: undefined,
    method: 'POST',
    url: '/api/v1/lead/abc-123/phones/validate',
    ...extra,
  });
}

function eventOf(error: Error): ReportableEvent {
  return {
    exception: { values: [{ type: error.name, value: error.message }] },
    extra: { step: 'phone' },
  };
}

describe('prepareErrorEvent', () => {
  it('should group an HTTP failure by the fingerprint header, the method and the status', () => {
    const error = apiError(500, {
      fingerprint: '/api/v1/lead/{leadId}/phones/validate',
      query: 'business=x&leadId=abc-123',
    });
    const event = prepareErrorEvent(eventOf(error), { originalException: error });
    expect(event?.fingerprint).toEqual(['/api/v1/lead/{leadId}/phones/validate', 'POST', '500']);
    expect(event?.extra).toEqual({ step: 'phone', query: 'business=x&leadId=abc-123' });
    expect(event?.tags).toMatchObject({ 'http.method': 'POST', 'http.status_code': '500' });
  });

  it('should group by the path without the query when the call sent no fingerprint header', () => {
    const error = apiError(503, { url: '/api/v2/product/MS?voucher=X', method: 'get' });
    expect(prepareErrorEvent(eventOf(error), { originalException: error })?.fingerprint).toEqual([
      '/api/v2/product/MS',
      'GET',
      '503',
    ]);
  });

  it.each([400, 401, 404, 422])('should not report an HTTP %i', (status) => {
    const error = apiError(status);
    expect(prepareErrorEvent(eventOf(error), { originalException: error })).toBeNull();
  });

  it('should not report a request that got no answer (fetch failure)', () => {
    const error = apiError(undefined);
    expect(prepareErrorEvent(eventOf(error), { originalException: error })).toBeNull();
  });

  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.'])(
    'should not report the browser fetch failure %p',
    (message) => {
      const error = new TypeError(message);
      expect(prepareErrorEvent(eventOf(error), { originalException: error })).toBeNull();
    },
  );

  it('should not report an I/O read failure', () => {
    const error = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    expect(prepareErrorEvent(eventOf(error), { originalException: error })).toBeNull();
  });

  it('should report other errors with the buyer e-mail as the user', () => {
    const error = new Error('render failed');
    const event = prepareErrorEvent(
      eventOf(error),
      { originalException: error },
      { buyerEmail: 'ana@example.com' },
    );
    expect(event?.user).toEqual({ email: 'ana@example.com' });
    expect(event?.fingerprint).toBeUndefined();
  });

  it('should scrub card number, CVV and CPF from every part of the event', () => {
    const error = new Error('card 4111 1111 1111 1111 refused for 123.456.789-09');
    const event = prepareErrorEvent(
      {
        message: 'payment of 4111111111111111 failed',
        exception: { values: [{ type: 'Error', value: error.message }] },
        extra: {
          card: { number: '4111111111111111', cvv: '123' },
          document: '12345678909',
          note: 'cpf 12345678909',
        },
        tags: { last: '5555555555554444' },
      },
      { originalException: error },
    );
    const text = JSON.stringify(event);
    for (const secret of ['4111', '5555555555554444', '12345678909', '123.456.789-09', '"123"']) {
      expect(text).not.toContain(secret);
    }
    expect(event?.extra).toEqual({
      card: { number: '[redacted]', cvv: '[redacted]' },
      document: '[redacted]',
      note: 'cpf [document]',
    });
    expect(event?.exception?.values?.[0]?.value).toBe('card [card] refused for [document]');
  });

  it('should scrub e-mail, document, phone and names from every part spec §8 does not ask for, and keep its own fields', () => {
    const error = apiError(500, {
      fingerprint: '/api/v1/lead/{leadId}',
      url: '/api/v1/lead/lead_1',
      method: 'PATCH',
      query: 'email=maria%40example.com&business=medcof',
    });
    const pageUrl =
      'http://localhost:3000/payment?product=MS&email=maria%40example.com&cpf=52998224725&phone=%2B5511987654321&name=Maria+Silva';
    const event = prepareErrorEvent(
      {
        ...eventOf(error),
        message: 'lead of maria@example.com (+55 11 98765-4321) failed',
        request: { url: pageUrl, headers: { Referer: pageUrl, 'User-Agent': 'Chrome' } },
        breadcrumbs: [
          { category: 'navigation', data: { from: '/lead?email=maria@example.com', to: pageUrl } },
          {
            category: 'xhr',
            data: { method: 'GET', url: '/api/v2/product/MS?email=maria%40example.com' },
          },
          // Names are found by their field's name; e-mails, documents and phones by their shape.
          { category: 'console', message: 'typed 529.982.247-25', data: { name: 'Maria Silva' } },
        ],
        tags: { holderName: 'MARIA SILVA' },
        user: { email: 'old@example.com', ip_address: '10.0.0.1' },
      },
      { originalException: error },
      { buyerEmail: 'maria@example.com' },
    );
    const { extra, fingerprint, user, ...rest } = event!;
    const others = JSON.stringify(rest);
    for (const secret of [
      'maria',
      'Maria',
      'MARIA',
      '52998224725',
      '529.982.247-25',
      '98765',
      '987654321',
      'old@example',
    ]) {
      expect(others).not.toContain(secret);
    }
    // The spec's own fields stay: grouping, the call's query as extra data, the buyer's e-mail.
    expect(fingerprint).toEqual(['/api/v1/lead/{leadId}', 'PATCH', '500']);
    expect(extra).toEqual({ step: 'phone', query: 'email=maria%40example.com&business=medcof' });
    expect(user?.email).toBe('maria@example.com');
    expect(rest.request).toEqual({
      url: 'http://localhost:3000/payment?product=MS&email=[redacted]&cpf=[redacted]&phone=[redacted]&name=[redacted]',
      headers: {
        Referer:
          'http://localhost:3000/payment?product=MS&email=[redacted]&cpf=[redacted]&phone=[redacted]&name=[redacted]',
        'User-Agent': 'Chrome',
      },
    });
  });
});
