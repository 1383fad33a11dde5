import { logger } from '@/platform/logger';
import { isReportable, registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';

describe('logger', () => {
  let reported: LogEvent[];
  let performance: LogEvent[];
  let unregister: Array<() => void>;

  beforeEach(() => {
    reported = [];
    performance = [];
    unregister = [
      registerLogSink({ kind: 'error-reporting', send: (e) => reported.push(e) }),
      registerLogSink({ kind: 'performance', send: (e) => performance.push(e) }),
    ];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  afterEach(() => {
    unregister.forEach((u) => u());
    jest.restoreAllMocks();
  });

  it('should send fatal and error to error reporting, and every level to performance', () => {
    logger.fatal('f');
    logger.error('e');
    logger.warning('w');
    logger.info('i');
    logger.debug('d');
    expect(reported.map((e) => e.level)).toEqual(['fatal', 'error']);
    expect(performance.map((e) => e.level)).toEqual(['fatal', 'error', 'warning', 'info', 'debug']);
    expect(JSON.parse(jest.mocked(console.error).mock.calls[0]![0] as string)).toMatchObject({
      level: 'fatal',
      message: 'f',
    });
    expect(JSON.parse(jest.mocked(console.warn).mock.calls[0]![0] as string)).toMatchObject({
      level: 'warning',
      message: 'w',
    });
  });

  it.each([
    ['fatal', 'error', true],
    ['error', 'error', true],
    ['warning', 'warn', false],
    ['info', 'info', false],
    ['debug', 'debug', false],
  ] as const)(
    'should route %s to the console (%s), the performance sink and error reporting: %s',
    (level, consoleMethod, toErrorReporting) => {
      logger[level]('routed', { context: { step: 'lead' } });
      expect(jest.mocked(console[consoleMethod])).toHaveBeenCalledTimes(1);
      expect(performance).toEqual([
        { level, message: 'routed', error: undefined, context: { step: 'lead' } },
      ]);
      expect(reported).toHaveLength(toErrorReporting ? 1 : 0);
    },
  );

  it('should write one JSON line per event, so query text cannot forge a log line', () => {
    const forged = 'plan \'x\'\n[error] SELLER_FETCH_FAILED: fake\r\n{"level":"fatal"}';
    logger.error(`PLAN_LOOKUP_FAILED: ${forged}`, {
      error: Object.assign(new Error('boom'), { status: 500 }),
      context: { pathname: '/lead\n[fatal] x' },
    });
    const line = jest.mocked(console.error).mock.calls[0]![0] as string;
    expect(jest.mocked(console.error).mock.calls[0]).toHaveLength(1);
    expect(line).not.toMatch(/[\r\n]/);
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      message: `PLAN_LOOKUP_FAILED: ${forged}`,
      context: { pathname: '/lead\n[fatal] x' },
      error: { name: 'Error', message: 'boom', status: 500 },
    });
    expect(Date.parse((JSON.parse(line) as { time: string }).time)).not.toBeNaN();
  });

  it.each([
    [{ status: 400 }, false],
    [{ status: 401 }, false],
    [{ status: 404 }, false],
    [{ status: 422 }, false],
    [{ status: 500 }, true],
    [{ kind: 'network' }, false],
    [{ code: 'EIO' }, false],
    [new Error('boom'), true],
  ])('should decide whether %p is reportable (%p)', (error, expected) => {
    expect(isReportable(error)).toBe(expected);
  });

  it('should not report a 422 request failure logged as error', () => {
    logger.error('lead rejected', { error: { status: 422 } });
    expect(reported).toHaveLength(0);
    expect(performance).toHaveLength(1);
  });
});

describe('logger and card data', () => {
  it('should scrub card numbers from messages and card fields from context', () => {
    const events: LogEvent[] = [];
    const unregister = registerLogSink({ kind: 'performance', send: (e) => events.push(e) });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    logger.info('paid with 4242424242424242', {
      context: { card: { number: '4242424242424242', cvv: '123' } },
    });
    expect(events[0]?.message).toBe('paid with [card]');
    expect(JSON.stringify(events[0]?.context)).not.toContain('4242');
    expect(JSON.stringify(info.mock.calls)).not.toContain('4242');
    unregister();
    info.mockRestore();
  });
});
