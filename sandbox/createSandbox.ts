import { createCatalogueStore } from '@/sandbox/catalogueStore';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import type { ConfigValidators } from '@/sandbox/configValidators';
import { openDatabase, resolveDataDir } from '@/sandbox/db';
import type { SandboxDatabase } from '@/sandbox/db';
import { ensureDemoRecords } from '@/sandbox/demoRecords';
import { IdempotencyStore } from '@/sandbox/idempotencyStore';
import { resolveSlowMs } from '@/sandbox/paymentProcessor';
import { attemptLeaseMs } from '@/sandbox/purchaseRecords';
import { createRouter } from '@/sandbox/router';
import type { Router } from '@/sandbox/router';
import type { RouterGuard } from '@/lib/http/route';
import type { SandboxContext, SandboxSettings } from '@/sandbox/sandboxContext';
import { sandboxRoutes } from '@/sandbox/sandboxRoutes';
import { sandboxSeed } from '@/sandbox/sandboxSeed';
import { resolveSmsTestCode } from '@/sandbox/smsCodeRecords';
import { resolveMpesaAnswerMs } from '@/sandbox/mpesa';
import { combineGuards, createRequestGuard, parseAllowedOrigins } from '@/edge/requestGuard';
import { loadServerSecret } from '@/sandbox/serverSecret';
import { faultGuard } from '@/sandbox/telemetry/faults';
import { createStorageProbe } from '@/sandbox/storageHealth';
import type { StorageStatus } from '@/sandbox/storageHealth';
import {
  PaymentAttemptLimiter,
  admitPaymentAttempt,
  paymentAttemptLimitsFromEnv,
} from '@/edge/paymentAttemptLimiter';
import type { PaymentAttemptLimits } from '@/edge/paymentAttemptLimiter';
import { setting } from '@/lib/settings/settings';

/** Options of {@link createSandbox}; every one has a production default. */
export interface SandboxOptions {
  /** Where the SQLite file lives; default `DATA_DIR` or `./.data`. */
  dataDir?: string;
  /** Root of the brand folders; default `BRANDS_DIR` or `brands`. */
  brandsDir?: string;
  /** Validators for loaded config files (the generated ones in production; null skips). */
  validators: ConfigValidators | null;
  /** A catalogue store to share instead of creating one over `brandsDir`. */
  catalogue?: CatalogueStore;
  settings?: Partial<SandboxSettings>;
  now?: () => Date;
  /** Opens the database in `dataDir` (default `openDatabase`; tests open it read-only). */
  openDatabase?: (dataDir: string) => SandboxDatabase;
}

/** A sandbox backend: a router to mount, and its storage. */
export interface Sandbox {
  router: Router;
  /** The catalogue the sandbox serves (also used to build the OpenAPI examples). */
  catalogue: CatalogueStore;
  /** Opens storage on first use and answers the handlers' context. */
  context(): SandboxContext;
  /**
   * Whether storage can serve: the database answers a write (rolled back), checked at most
   * every two seconds; a storage failure a request met counts at once.
   */
  storageStatus(): StorageStatus;
  /** Closes the database (a later request reopens it). */
  close(): void;
}

/** Whether the checkout is pointed at a real backend, which turns the sandbox off. */
export function isSandboxDisabled(): boolean {
  return setting('CHECKOUT_API_URL') !== undefined;
}

/** Answers 404 `sandbox_disabled` for every sandbox route while CHECKOUT_API_URL is set. */
export const sandboxDisabledGuard: RouterGuard = () =>
  isSandboxDisabled()
    ? {
        status: 404,
        body: {
          error: {
            code: 'sandbox_disabled',
            message:
              'The sandbox backend is off because CHECKOUT_API_URL points the checkout at a real backend.',
          },
        },
      }
    : undefined;

/**
 * The sandbox's payment-attempt limits: per lead and per address (`PAYMENT_ATTEMPTS_PER_LEAD`,
 * `PAYMENT_ATTEMPTS_PER_ADDRESS`, `PAYMENT_ATTEMPTS_WINDOW_MS`), as before the API proxy's
 * device cookie. The proxy's other limits (per card, purchase, device, the address ceiling) are
 * off here: the sandbox's test cards are the same few numbers for every tester and browser test
 * (a per-card limit would refuse the sixth payment with 4111 1111 1111 1111 in ten minutes), and
 * it sets no device cookie, so every attempt counts against the per-address limit. Settings of
 * a test may turn them on (`settings.paymentAttempts`), with the same rules as the proxy's.
 */
export function sandboxAttemptLimits(): PaymentAttemptLimits {
  const { perLead, perAddress, windowMs } = paymentAttemptLimitsFromEnv();
  return { perLead, perAddress, windowMs };
}

/** The default settings, from the environment where one applies. */
export function defaultSandboxSettings(): SandboxSettings {
  return {
    slowMs: resolveSlowMs(),
    smsCodeTtlMs: 10 * 60_000,
    pixTtlMs: 30 * 60_000,
    boletoDueDays: 3,
    logSmsCodes: true,
    smsTestCode: resolveSmsTestCode(),
    smsResendCooldownMs: 30_000,
    smsMaxSendsPerHour: 5,
    mpesaAnswerMs: resolveMpesaAnswerMs(),
    mpesaTimeoutMs: 60_000,
    paymentAttempts: sandboxAttemptLimits(),
  };
}

/** Creates the sandbox backend; storage opens lazily, on the first request it serves. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const catalogue =
    options.catalogue ??
    createCatalogueStore({ brandsDir: options.brandsDir, validators: options.validators });
  const settings: SandboxSettings = { ...defaultSandboxSettings(), ...options.settings };
  let db: SandboxDatabase | undefined;
  let context: SandboxContext | undefined;
  // Kept for the sandbox's life (not its database's): a reset does not forget attempts.
  const attempts = new PaymentAttemptLimiter(settings.paymentAttempts);
  const dataDir = () => options.dataDir ?? resolveDataDir();

  function getContext(): SandboxContext {
    if (context && db?.open) return context;
    db = (options.openDatabase ?? openDatabase)(dataDir());
    context = {
      db,
      catalogue,
      seed: sandboxSeed,
      settings,
      idempotency: new IdempotencyStore(db, {
        // A pending key of a crashed process is taken over after this lease (at once when
        // that process is known dead); it only has to outlast the slowest charge.
        staleAfterMs: attemptLeaseMs(settings.slowMs),
        maxWaitMs: settings.slowMs + 60_000,
        secret: loadServerSecret(db, 'idempotency-fingerprint', setting('IDEMPOTENCY_SECRET')),
      }),
      now: options.now ?? (() => new Date()),
    };
    ensureDemoRecords(context);
    return context;
  }
  const storage = createStorageProbe(() => getContext().db, { dataDir: dataDir() });

  return {
    router: createRouter(
      sandboxRoutes,
      getContext,
      combineGuards(
        sandboxDisabledGuard,
        createRequestGuard({
          allowedOrigins: parseAllowedOrigins(setting('ALLOWED_ORIGINS')),
          sameOriginOnlyPaths: ['/api/sandbox/reset'],
        }),
        faultGuard,
      ),
      // The same card-testing limiter as the backend proxy's (in memory, see
      // sandboxAttemptLimits), after the body is read (it names the lead and the cards) and
      // before the payment routes run.
      (operationId, request) =>
        admitPaymentAttempt(attempts, {
          operationId,
          params: request.params,
          headers: request.headers,
          body: request.body,
          bodyText: request.body === undefined ? '' : JSON.stringify(request.body),
          address: request.clientAddress ?? 'unknown',
        }),
      (error) => storage.markFailed(error),
    ),
    catalogue,
    context: getContext,
    storageStatus: () => storage.check(),
    close() {
      if (db?.open) db.close();
      db = undefined;
      context = undefined;
    },
  };
}
