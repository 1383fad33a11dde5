import {
  ClientProviderEvents,
  ErrorCode,
  OpenFeatureEventEmitter,
  StandardResolutionReasons,
} from '@openfeature/web-sdk';
import type {
  EvaluationContext,
  FlagValue,
  JsonValue,
  Provider,
  ResolutionDetails,
} from '@openfeature/web-sdk';

/**
 * What the wrapper needs of the OFREP web provider: its public lifecycle and its flag cache
 * (OFREP evaluation responses by key).
 */
export interface RefreshableFlagProvider {
  readonly events?: OpenFeatureEventEmitter;
  readonly flagCache: Record<string, unknown>;
  initialize(context?: EvaluationContext): Promise<void>;
  onContextChange?(oldContext: EvaluationContext, newContext: EvaluationContext): Promise<void>;
  onClose?(): Promise<void>;
}

/** The part of `document` the wrapper watches (tests pass a fake). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Options of {@link PausingPollProvider}. */
export interface PausingPollOptions {
  /** The OFREP web provider, built without its own polling (`pollInterval: 0`). */
  inner: RefreshableFlagProvider;
  /** The values the server evaluated for this page (key → value): served until a poll. */
  seed: Record<string, FlagValue>;
  /** Time between polls while the tab is visible (spec §9: 300 000 ms). */
  pollIntervalMs: number;
  visibility?: VisibilitySource;
  /** Told when a refresh fails (the values are kept). */
  onRefreshError?: (error: unknown) => void;
  /**
   * Ask the flag service as soon as the provider starts (when the tab is visible), then every
   * `pollIntervalMs`: for a provider started when its first poll is already due.
   */
  refreshOnStart?: boolean;
}

function valuesOf(cache: Record<string, unknown>): Record<string, FlagValue> {
  const values: Record<string, FlagValue> = {};
  for (const [key, entry] of Object.entries(cache)) {
    if (typeof entry === 'object' && entry !== null && 'value' in entry && !('errorCode' in entry))
      values[key] = (entry as { value: FlagValue }).value;
  }
  return values;
}

function changedKeys(a: Record<string, FlagValue>, b: Record<string, FlagValue>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/**
 * An OpenFeature web provider around the OFREP web provider that (1) starts from the values
 * the server evaluated, so the first render and the provider agree (no flicker, no request at
 * page load), (2) polls every `pollIntervalMs` only while the tab is visible: the OFREP web
 * provider refreshes when the tab becomes visible but keeps its interval running while it is
 * hidden, so here polling stops on `hidden` and resumes on `visible` with an immediate
 * refresh. A refresh that changes a value emits ConfigurationChanged with the changed keys.
 */
export class PausingPollProvider implements Provider {
  readonly metadata = { name: 'Trilha OFREP (server-seeded, pauses while hidden)' };
  readonly runsOn = 'client';
  readonly events = new OpenFeatureEventEmitter();
  private values: Record<string, FlagValue>;
  private context: EvaluationContext = {};
  private innerReady = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<void> | undefined;
  private closed = false;
  private readonly visibility: VisibilitySource | undefined;

  constructor(private readonly options: PausingPollOptions) {
    this.values = { ...options.seed };
    this.visibility =
      options.visibility ?? (typeof document === 'undefined' ? undefined : document);
    options.inner.events?.addHandler(ClientProviderEvents.Error, (details) =>
      options.onRefreshError?.(new Error(details?.message ?? 'flag refresh failed')),
    );
  }

  /** Ready at once with the server's values; polling starts while the tab is visible. */
  initialize(context?: EvaluationContext): Promise<void> {
    this.context = context ?? {};
    this.visibility?.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.isHidden()) return Promise.resolve();
    if (this.options.refreshOnStart) this.refreshThenSchedule();
    else this.schedule();
    return Promise.resolve();
  }

  /** Whether a poll is waiting (false while the tab is hidden). */
  get polling(): boolean {
    return this.timer !== undefined;
  }

  resolveBooleanEvaluation(key: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return this.resolve(key, defaultValue);
  }

  resolveStringEvaluation(key: string, defaultValue: string): ResolutionDetails<string> {
    return this.resolve(key, defaultValue);
  }

  resolveNumberEvaluation(key: string, defaultValue: number): ResolutionDetails<number> {
    return this.resolve(key, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string, defaultValue: T): ResolutionDetails<T> {
    return this.resolve(key, defaultValue);
  }

  async onContextChange(_old: EvaluationContext, context: EvaluationContext): Promise<void> {
    this.context = context;
    await this.refresh();
  }

  async onClose(): Promise<void> {
    this.closed = true;
    this.stop();
    this.visibility?.removeEventListener('visibilitychange', this.onVisibilityChange);
    await this.options.inner.onClose?.();
  }

  /**
   * Asks the flag service now (the first time through the OFREP provider's initialisation,
   * then through its re-evaluation, which sends the last ETag). Concurrent calls share one.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.fetchValues().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async fetchValues(): Promise<void> {
    const { inner } = this.options;
    try {
      if (!this.innerReady) {
        await inner.initialize(this.context);
        this.innerReady = true;
      } else {
        await inner.onContextChange?.(this.context, this.context);
      }
    } catch (error) {
      this.options.onRefreshError?.(error);
      this.events.emit(ClientProviderEvents.Stale, { message: String(error) });
      return;
    }
    const next = valuesOf(inner.flagCache);
    const changed = changedKeys(this.values, next);
    this.values = next;
    if (changed.length > 0)
      this.events.emit(ClientProviderEvents.ConfigurationChanged, { flagsChanged: changed });
  }

  private resolve<T extends FlagValue>(key: string, defaultValue: T): ResolutionDetails<T> {
    if (!Object.hasOwn(this.values, key))
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      };
    const value = this.values[key];
    if (typeof value !== typeof defaultValue)
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.TYPE_MISMATCH,
      };
    return { value: value as T, reason: StandardResolutionReasons.CACHED };
  }

  private isHidden(): boolean {
    return this.visibility?.visibilityState === 'hidden';
  }

  private schedule(): void {
    this.stop();
    if (this.closed || this.options.pollIntervalMs <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh().finally(() => {
        if (!this.isHidden() && this.timer === undefined) this.schedule();
      });
    }, this.options.pollIntervalMs);
  }

  private stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private refreshThenSchedule(): void {
    void this.refresh().finally(() => {
      if (!this.isHidden() && this.timer === undefined) this.schedule();
    });
  }

  private readonly onVisibilityChange = (): void => {
    if (this.isHidden()) {
      this.stop();
      return;
    }
    this.refreshThenSchedule();
  };
}
