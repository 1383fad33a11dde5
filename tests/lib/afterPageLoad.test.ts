/** @jest-environment jsdom */
import { afterPageLoad } from '@/lib/afterPageLoad';

/** Makes the document report `state` as its readyState. */
function readyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterPageLoad', () => {
  let idle: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom has no requestIdleCallback: give it one that runs on the next timer tick.
    idle = jest.fn((run: () => void) => setTimeout(run, 0));
    Object.assign(window, { requestIdleCallback: idle });
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    readyState('complete');
  });

  it('should wait for the load event, then for an idle moment (3 s at most)', () => {
    readyState('loading');
    const run = jest.fn();
    afterPageLoad(run);
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should only wait for an idle moment on a page that has loaded already', () => {
    readyState('complete');
    const run = jest.fn();
    afterPageLoad(run);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should not run once cancelled, before the load or before the idle moment', () => {
    readyState('loading');
    const beforeLoad = jest.fn();
    afterPageLoad(beforeLoad)();
    window.dispatchEvent(new Event('load'));
    readyState('complete');
    const beforeIdle = jest.fn();
    afterPageLoad(beforeIdle)();
    jest.runAllTimers();
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(beforeIdle).not.toHaveBeenCalled();
  });

  it('should fall back to a timer where the browser has no requestIdleCallback', () => {
    delete (window as Partial<Window>).requestIdleCallback;
    readyState('complete');
    const run = jest.fn();
    afterPageLoad(run);
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
