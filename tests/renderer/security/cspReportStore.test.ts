import { registerLogSink } from '@/checkout/logger';
import type { LogEvent } from '@/checkout/logger';
import { recentCspReports, recordCspReports } from '@/renderer/security/cspReportStore';

describe('cspReportStore', () => {
  let events: LogEvent[];
  let unregister: () => void;

  beforeEach(() => {
    events = [];
    unregister = registerLogSink({ kind: 'performance', send: (event) => events.push(event) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });

  it('should keep and log a report-uri report without query strings', () => {
    const count = recordCspReports({
      'csp-report': {
        'document-uri': 'https://checkout.example/payment?email=ana@example.com',
        'blocked-uri': 'https://evil.example/x.js?card=4111',
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
      },
    });
    expect(count).toBe(1);
    const last = recentCspReports().at(-1);
    expect(last).toMatchObject({
      documentUrl: 'https://checkout.example/payment',
      blockedUrl: 'https://evil.example/x.js',
      directive: 'script-src-elem',
    });
    expect(events.at(-1)).toMatchObject({ level: 'warning', message: 'CSP_VIOLATION' });
    expect(JSON.stringify(events)).not.toContain('ana@example.com');
    expect(JSON.parse(jest.mocked(console.warn).mock.calls.at(-1)![0] as string)).toMatchObject({
      level: 'warning',
      message: 'CSP_VIOLATION',
      context: { directive: 'script-src-elem' },
    });
  });

  it('should read Reporting API reports and ignore other report types', () => {
    const count = recordCspReports([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://c.example/lead',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          lineNumber: 3,
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect(count).toBe(1);
    expect(recentCspReports().at(-1)).toMatchObject({ blockedUrl: 'inline', line: 3 });
  });

  it('should keep only the last 100 reports', () => {
    for (let index = 0; index < 120; index += 1) {
      recordCspReports({ 'csp-report': { 'document-uri': `https://c.example/${index}` } });
    }
    const reports = recentCspReports();
    expect(reports).toHaveLength(100);
    expect(reports.at(-1)?.documentUrl).toBe('https://c.example/119');
  });
});
