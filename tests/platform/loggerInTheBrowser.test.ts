/**
 * @jest-environment jsdom
 *
 * The logger in the browser (issue 25): the scrubber is not in the page's first load, so an
 * event logged before it is there waits, and is written scrubbed once it has loaded.
 */
import type * as LoggerModule from '@/platform/logger';
import type * as ScrubberModule from '@/platform/observability/scrubber';
import type { LogEvent } from '@/platform/observability/logSinks';

/** A fresh page: logger, sinks and scrubber modules as the browser first evaluates them. */
async function freshPage(): Promise<{
  logger: typeof LoggerModule;
  scrubber: typeof ScrubberModule;
  events: LogEvent[];
  consoleLines: () => string[];
}> {
  jest.resetModules();
  (globalThis as Record<symbol, unknown>)[Symbol.for('trilha.logSinks')] = [];
  const logger = await import('@/platform/logger');
  const sinks = await import('@/platform/observability/logSinks');
  const scrubber = await import('@/platform/observability/scrubber');
  const events: LogEvent[] = [];
  sinks.registerLogSink({ kind: 'performance', send: (event) => events.push(event) });
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(String(args[0]));
  for (const method of ['error', 'warn', 'info', 'debug'] as const)
    jest.spyOn(console, method).mockImplementation(capture);
  return { logger, scrubber, events, consoleLines: () => lines };
}

afterEach(() => jest.restoreAllMocks());

describe('the logger in the browser', () => {
  it('should scrub a card number logged before the scrubber loaded when it writes it', async () => {
    const { logger, scrubber, events, consoleLines } = await freshPage();
    expect(scrubber.loadedScrubber()).toBeUndefined();

    logger.logger.error('PAYMENT_FAILED: card 4111 1111 1111 1111 declined', {
      context: { card: { number: '4111111111111111', cvv: '123' }, step: 'payment' },
    });
    // Nothing is written unscrubbed while the scrubber loads.
    expect(consoleLines()).toEqual([]);
    expect(events).toEqual([]);

    await logger.whenLogsWritten();
    expect(consoleLines()).toHaveLength(1);
    expect(consoleLines()[0]).not.toMatch(/4111|123/);
    expect(JSON.parse(consoleLines()[0]!)).toMatchObject({
      level: 'error',
      message: 'PAYMENT_FAILED: card [card] declined',
      context: { step: 'payment' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.message).toBe('PAYMENT_FAILED: card [card] declined');
    expect(JSON.stringify(events)).not.toMatch(/4111|"123"/);
  });

  it('should write waiting events in the order and with the time they were logged, then at once', async () => {
    const { logger, events, consoleLines } = await freshPage();
    jest.useFakeTimers({
      now: new Date('2026-11-26T10:00:00.000Z'),
      doNotFake: ['queueMicrotask'],
    });
    logger.logger.info('first');
    jest.setSystemTime(new Date('2026-11-26T10:00:01.000Z'));
    logger.logger.warning('second');
    jest.useRealTimers();
    await logger.whenLogsWritten();
    expect(consoleLines().map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ message: 'first', time: '2026-11-26T10:00:00.000Z' }),
      expect.objectContaining({ message: 'second', time: '2026-11-26T10:00:01.000Z' }),
    ]);

    logger.logger.info('after 4242424242424242');
    expect(events.map((event) => event.message)).toEqual(['first', 'second', 'after [card]']);
  });

  it('should keep at most 50 events waiting for the scrubber (a loop of errors)', async () => {
    const { logger, events } = await freshPage();
    for (let index = 0; index < 80; index++) logger.logger.error(`LOOP ${index}`);
    await logger.whenLogsWritten();
    expect(events).toHaveLength(50);
    expect(events[49]?.message).toBe('LOOP 49');
  });
});
