import { whenFirstPollDue } from '@/platform/flags/firstPoll';
import { FakeVisibility } from './fakeVisibility';

describe('whenFirstPollDue (when the flags SDK is loaded)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should wait one whole interval of a visible tab, then run once', () => {
    const run = jest.fn();
    const visibility = new FakeVisibility();
    whenFirstPollDue(300_000, run, visibility);
    jest.advanceTimersByTime(299_999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(900_000);
    visibility.set('hidden');
    visibility.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    expect(visibility.listeners).toHaveLength(0);
  });

  it('should run at once when a hidden tab becomes visible again, and not count hidden time', () => {
    const run = jest.fn();
    const visibility = new FakeVisibility();
    whenFirstPollDue(300_000, run, visibility);
    jest.advanceTimersByTime(100_000);
    visibility.set('hidden');
    jest.advanceTimersByTime(600_000);
    expect(run).not.toHaveBeenCalled();
    visibility.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should not start counting in a tab opened hidden until it is shown', () => {
    const run = jest.fn();
    const visibility = new FakeVisibility();
    visibility.visibilityState = 'hidden';
    whenFirstPollDue(1_000, run, visibility);
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    visibility.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should never run when polling is off or the wait was cancelled', () => {
    const run = jest.fn();
    const visibility = new FakeVisibility();
    whenFirstPollDue(0, run, visibility);
    const cancel = whenFirstPollDue(1_000, run, visibility);
    cancel();
    jest.advanceTimersByTime(10_000);
    visibility.set('hidden');
    visibility.set('visible');
    expect(run).not.toHaveBeenCalled();
  });
});
