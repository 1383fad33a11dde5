import type { VisibilitySource } from '@/platform/flags/PausingPollProvider';

/** A document whose visibility a test sets; `listeners` shows what is still watching it. */
export class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  listeners: Array<() => void> = [];
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.push(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.listeners.forEach((listener) => listener());
  }
}
