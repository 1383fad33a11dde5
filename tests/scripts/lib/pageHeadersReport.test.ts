import {
  maskNonce,
  reportApiAnswer,
  reportPage,
  scriptsOfHtml,
  sha256,
} from '@/scripts/lib/pageHeadersReport';

const html = `<html><head><script src="/_next/static/chunks/a.js" nonce="abc" defer=""></script>
<script nonce="abc">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script></head>
<body><script id="__NEXT_DATA__" type="application/json" nonce="abc">{"props":{}}</script></body></html>`;

describe('pageHeadersReport', () => {
  it('should mask the per-request nonce so two runs of one release compare equal', () => {
    expect(maskNonce("script-src 'self' 'nonce-AbC+/=='; style-src 'self'")).toBe(
      "script-src 'self' 'nonce-<per-request>'; style-src 'self'",
    );
  });

  it('should read the script elements of a page', () => {
    expect(scriptsOfHtml(html)).toEqual([
      { src: '/_next/static/chunks/a.js', text: '' },
      { text: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})' },
      { id: '__NEXT_DATA__', type: 'application/json', text: '{"props":{}}' },
    ]);
  });

  it('should report headers and a hash per script, so a changed script changes the report', async () => {
    const headers = new Map([['content-security-policy', "script-src 'self' 'nonce-xyz'"]]);
    const response = {
      status: 200,
      headers: { get: (name: string) => headers.get(name) ?? null },
      html,
    };
    const fetched = (body: string) => async () => new TextEncoder().encode(body);
    const report = await reportPage('/payment', response, fetched('console.log(1)'));
    expect(report.headers['content-security-policy']).toBe(
      "script-src 'self' 'nonce-<per-request>'",
    );
    expect(report.headers['strict-transport-security']).toBeNull();
    expect(report.scripts).toEqual([
      { source: '/_next/static/chunks/a.js', hash: sha256('console.log(1)') },
      {
        source: 'inline',
        hash: sha256('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})'),
      },
      { source: 'data#__NEXT_DATA__', hash: 'not-executed' },
    ]);
    const changed = await reportPage('/payment', response, fetched('console.log(2)'));
    expect(changed.scripts[0]?.hash).not.toBe(report.scripts[0]?.hash);
  });
});

describe('reportApiAnswer', () => {
  it('should report the security headers and the names of the others, leaving out per-request ones', () => {
    const headers = new Headers({
      'Content-Security-Policy': "default-src 'self'",
      'Content-Type': 'application/json',
      Date: 'Wed, 26 Nov 2025 09:00:00 GMT',
      'Content-Length': '12',
      Server: 'internal',
    });
    expect(reportApiAnswer('GET', '/api/v2/product/MS', { status: 200, headers })).toEqual({
      method: 'GET',
      path: '/api/v2/product/MS',
      status: 200,
      headers: {
        'content-security-policy': "default-src 'self'",
        'reporting-endpoints': null,
        'strict-transport-security': null,
        'permissions-policy': null,
        'cross-origin-opener-policy': null,
        'x-content-type-options': null,
        'referrer-policy': null,
      },
      otherHeaders: ['content-type', 'server'],
    });
  });
});
