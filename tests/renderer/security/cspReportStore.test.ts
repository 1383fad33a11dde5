import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import {
  cspLoggedPerMinute,
  receiveCspReports,
  recentCspReports,
  recordCspReports,
  resetCspReportGate,
} from '@/renderer/security/cspReportStore';

describe('cspReportStore', () => {
  let events: LogEvent[];
  let unregister: () => void;

  beforeEach(() => {
    resetCspReportGate();
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

  const report = (blocked: string) => ({
    'csp-report': {
      'document-uri': 'https://c.example/payment?product=MS',
      'blocked-uri': blocked,
      'effective-directive': 'script-src-elem',
    },
  });
  const logged = () => events.filter((event) => event.message === 'CSP_VIOLATION');

  it('should log and report the same violation once per 10 minutes, keeping every report', () => {
    const start = new Date('2026-11-26T10:00:00Z');
    const admitted = [];
    for (let index = 0; index < 500; index += 1)
      admitted.push(
        ...receiveCspReports(
          report('https://evil.example/a.js'),
          new Date(start.getTime() + index * 1000),
        ).logged,
      );
    expect(admitted).toHaveLength(1);
    expect(logged()).toHaveLength(1);
    expect(recentCspReports()).toHaveLength(100);
    // Ten minutes after it was logged, the same violation is logged again, saying how many were not.
    const later = receiveCspReports(
      report('https://evil.example/a.js'),
      new Date(start.getTime() + 10 * 60 * 1000),
    );
    expect(later.logged).toHaveLength(1);
    expect(logged().at(-1)?.context).toMatchObject({ suppressed: 499 });
  });

  it('should log and report at most 30 violations a minute, however many different ones come', () => {
    const start = new Date('2026-11-26T10:00:00Z');
    let admitted = 0;
    for (let index = 0; index < 1000; index += 1)
      admitted += receiveCspReports(
        report(`https://evil.example/${index}.js`),
        new Date(start.getTime() + index * 50),
      ).logged.length;
    expect(admitted).toBe(cspLoggedPerMinute);
    expect(logged()).toHaveLength(cspLoggedPerMinute);
    const nextMinute = receiveCspReports(
      report('https://evil.example/next.js'),
      new Date(start.getTime() + 61_000),
    );
    expect(nextMinute.logged).toHaveLength(1);
    expect(logged().at(-1)?.context).toMatchObject({ suppressed: 1000 - cspLoggedPerMinute });
  });
});
