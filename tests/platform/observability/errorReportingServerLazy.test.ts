/**
 * Server error reporting starts on the first error (issue 38): until then a watch queues the
 * logger's error events (and the process's uncaught errors), then hands them to the SDK.
 */
const sdk = {
  init: jest.fn(),
  httpIntegration: jest.fn(() => ({ name: 'Http' })),
  captureException: jest.fn(),
  captureMessage: jest.fn(),
};
jest.mock('@sentry/nextjs', () => sdk);

import { sendToSinks } from '@/platform/observability/logSinks';
import { watchServerErrors } from '@/platform/observability/errorReportingServer';

const flush = async () => {
  for (let index = 0; index < 20; index++) await new Promise((resolve) => setImmediate(resolve));
};

describe('server error reporting, started on the first error', () => {
  const env = process.env;
  beforeAll(() => {
    process.env = { ...env, TRILHA_TELEMETRY: 'sandbox' };
  });
  afterAll(() => {
    process.env = env;
  });

  it('does not start the SDK until an error comes, then sends it and everything after once', async () => {
    const listeners = process.listeners('unhandledRejection').length;
    watchServerErrors();
    watchServerErrors();
    expect(process.listeners('unhandledRejection')).toHaveLength(listeners + 1);
    sendToSinks({ level: 'warning', message: 'only a warning' });
    await flush();
    expect(sdk.init).not.toHaveBeenCalled();

    const first = new Error('first');
    sendToSinks({ level: 'error', message: 'LEAD_SAVE_FAILED', error: first });
    sendToSinks({ level: 'error', message: 'SECOND_WHILE_LOADING' });
    await flush();
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).toHaveBeenCalledWith(first, expect.any(Object));
    expect(sdk.captureMessage).toHaveBeenCalledWith('SECOND_WHILE_LOADING', expect.any(Object));

    // The watch stepped aside: a later error goes to the SDK's sink only, once.
    sendToSinks({ level: 'error', message: 'LATER' });
    await flush();
    expect(sdk.captureMessage.mock.calls.filter(([message]) => message === 'LATER')).toHaveLength(
      1,
    );
    expect(process.listeners('unhandledRejection')).toHaveLength(listeners);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });
});
