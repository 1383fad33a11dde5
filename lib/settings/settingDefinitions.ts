/**
 * Every environment variable Trilha reads, declared once: its default, what it does and which
 * values it takes. The app checks them all when it starts (instrumentation.ts: a bad value
 * stops the start, naming the variable and what it accepts); product code reads them through
 * lib/settings/settings.ts, never `process.env`; README's "Settings" table is this list
 * (tests/lib/settings/settingsReadme.test.ts).
 */

/** What a value must look like. `undefined` accepts it; a string says what is wrong. */
type Check = (value: string) => string | undefined;

/** One environment variable. */
export interface SettingDefinition {
  name: string;
  /** The default as README shows it (`(unset)` when there is none). */
  defaultText: string;
  /** What it does, one README cell (Markdown). */
  meaning: string;
  /** Refuses a malformed value; absent for free text. */
  check?: Check;
  /** The value the code uses when the variable is unset or refused (whole numbers only). */
  default?: number;
}

function wholeNumber(minimum: number, maximum = Number.MAX_SAFE_INTEGER): Check {
  return (value) =>
    /^\d{1,15}$/.test(value) && Number(value) >= minimum && Number(value) <= maximum
      ? undefined
      : `must be a whole number from ${minimum}${maximum === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${maximum}`}`;
}

/**
 * A whole-number variable's default and check, declared together: `default` is what the code
 * uses when the variable is unset or refused (`integerSetting`, lib/settings/settings.ts), and
 * README's default cell is derived from it (`note` adds a reading aid such as "(1 MiB)").
 */
function wholeNumberSetting<D extends number>(
  defaultValue: D,
  minimum: number,
  options: { maximum?: number; note?: string } = {},
) {
  return {
    default: defaultValue,
    defaultText: options.note ? `${defaultValue} ${options.note}` : String(defaultValue),
    check: wholeNumber(minimum, options.maximum),
  };
}

function oneOf(...values: string[]): Check {
  return (value) =>
    values.includes(value.toLowerCase()) ? undefined : `must be one of ${values.join(', ')}`;
}

const httpUrl: Check = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? undefined
      : 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL';
  }
};

const origins: Check = (value) => {
  const bad = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && httpUrl(part) !== undefined);
  return bad.length === 0
    ? undefined
    : `must be comma-separated http(s) origins; not: ${bad.join(', ')}`;
};

/** The declarations, in README order. */
export const SETTING_DEFINITIONS = [
  {
    name: 'PORT',
    meaning: 'port of `npm start` and `npm run studio`',
    ...wholeNumberSetting(3000, 1, { maximum: 65535 }),
  },
  {
    name: 'TRILHA_STUDIO',
    defaultText: '(unset)',
    meaning:
      '`1` serves the ops studio (`/studio`, `/api/studio/*`); set by `npm run studio`, never in production (otherwise those routes answer 404)',
    check: oneOf('1', '0'),
  },
  {
    name: 'HOST',
    defaultText: '`127.0.0.1`',
    meaning: 'address `npm run studio` binds to',
  },
  {
    name: 'HOSTNAME',
    defaultText: 'all interfaces',
    meaning: 'address `npm start` binds to (loopback whatever it says while `TRILHA_STUDIO=1`)',
  },
  {
    name: 'TRILHA_FORCE_BUILD',
    defaultText: '(unset)',
    meaning: '`1` makes `npm start` build the app again even when the sources have not changed',
    check: oneOf('1', '0'),
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    meaning:
      'how long `npm start` lets the requests in flight finish after a SIGTERM: the server stops taking new ones at once (its `/readiness` answers 503, new connections are refused) and exits 0 once they are done; past this it is stopped anyway, exit 1 ([docs/operations.md](docs/operations.md#readiness-liveness-and-shutdown))',
    ...wholeNumberSetting(30000, 0),
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    meaning:
      "behind a proxy that keeps connections open (nginx `keepalive`): how long `npm start` drains after a SIGTERM before it stops — the server keeps answering, its `/readiness` answers 503 and every answer closes its connection (`Connection: close`); set it above the proxy's idle time-out of its kept-alive connections (the local cluster: 5000 over nginx's 4 s), so no idle connection is closed while the proxy writes a request on it. 0: no drain ([docs/operations.md](docs/operations.md#many-machines))",
    ...wholeNumberSetting(0, 0),
  },
  {
    name: 'DATA_DIR',
    defaultText: '`./.data`',
    meaning: 'where the sandbox keeps its SQLite database',
  },
  {
    name: 'BRANDS_DIR',
    defaultText: '`./brands`',
    meaning: 'the brand configuration the checkout and the sandbox serve',
  },
  {
    name: 'CHECKOUT_API_URL',
    defaultText: '(unset)',
    meaning:
      "a real backend, read at run time: the checkout calls it, the browser's `/api/v1` and `/api/v2` calls are forwarded to it, and the sandbox turns off",
    check: httpUrl,
  },
  {
    name: 'CHECKOUT_API_INTERNAL_URL',
    defaultText: 'this server on loopback',
    meaning: 'where server-side API calls go when `CHECKOUT_API_URL` is unset',
    check: httpUrl,
  },
  {
    name: 'CHECKOUT_API_TIMEOUT_MS',
    meaning:
      "longest whole exchange (connecting, headers, every byte of the body) of a browser call the proxy forwards to `CHECKOUT_API_URL`; past it the browser gets 504 `backend_timeout` (shorter than the browser's 60 s, so it hears the 504); at least 1000; read at run time ([docs/operations.md](docs/operations.md#deployment-the-api-proxy))",
    ...wholeNumberSetting(55000, 1000),
  },
  {
    name: 'CHECKOUT_API_MAX_REQUEST_BYTES',
    meaning: 'largest request body the proxy forwards (413 beyond); at least 1024',
    ...wholeNumberSetting(1048576, 1024, { note: '(1 MiB)' }),
  },
  {
    name: 'CHECKOUT_API_MAX_ANSWER_BYTES',
    meaning:
      'largest backend answer the proxy takes, counted after decompression (502 `backend_answer_too_large` beyond); at least 1024',
    ...wholeNumberSetting(2097152, 1024, { note: '(2 MiB)' }),
  },
  {
    name: 'TRUSTED_PROXY_HOPS',
    meaning:
      "how many reverse proxies (load balancer, CDN) in front of the checkout append to `X-Forwarded-For`: 0 ignores the client's header (the client is the socket's peer, and the backend gets `X-Forwarded-For` set to it); N trusts the last N entries and appends the peer. Used by the proxy and the sandbox, for the header and the per-address limit",
    ...wholeNumberSetting(0, 0, { maximum: 10 }),
  },
  {
    name: 'REDIS_URL',
    defaultText: '(unset: each process keeps its own state)',
    meaning:
      'the Redis shared by every replica (`redis://[user:password@]host:port[/db]`, `rediss://` for TLS): the card-testing limits and the purchase guard of the API proxy count there, so several replicas enforce one limit and one charge per purchase. Unset, one process keeps them in memory (a single machine). While it cannot be reached, payment attempts answer 503 `shared_store_unavailable` (retryable) and readiness says 503 ([docs/operations.md](docs/operations.md#many-machines))',
    check: (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'redis:' || url.protocol === 'rediss:'
          ? undefined
          : 'must be a redis:// or rediss:// URL';
      } catch {
        return 'must be a redis:// or rediss:// URL';
      }
    },
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_LEAD',
    meaning:
      'payment attempts (calls that charge or carry a card) let through per lead, subscription or invoice within the window, by the proxy and the sandbox alike; then 429 `too_many_payment_attempts` with `Retry-After`; 0 turns it off',
    ...wholeNumberSetting(8, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_ADDRESS',
    meaning:
      'the same per client address (an IPv6 client by its /64), counting the attempts that carry no valid device cookie (the API proxy gives each browser one; a bot that drops cookies counts here; in the sandbox, which sets none, every attempt); 0 turns it off',
    ...wholeNumberSetting(30, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING',
    meaning:
      "the payment attempts of a client address, device cookie or not, through the API proxy, except those that succeeded (an approved payment, a Pix, boleto or M-Pesa charge created: the slot is given back once the answer says so): a carrier's address shared by many buyers (CGNAT) meets it only with their declines, a bot that collects device cookies with its stream of declined cards; 0 turns it off",
    ...wholeNumberSetting(600, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_CARD',
    meaning:
      'payment attempts per card through the API proxy, counted by a keyed HMAC of the card number (never the number); 0 turns it off',
    ...wholeNumberSetting(5, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_PURCHASE',
    meaning: 'payment attempts per purchase (`Purchase-Id`) through the API proxy; 0 turns it off',
    ...wholeNumberSetting(8, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_PER_DEVICE',
    meaning:
      'payment attempts per browser through the API proxy, by its signed device cookie (`trilha_device`, HttpOnly); 0 turns it off',
    ...wholeNumberSetting(10, 0),
  },
  {
    name: 'PAYMENT_ATTEMPTS_WINDOW_MS',
    meaning: 'the sliding window of every payment-attempt limit (at least 1000)',
    ...wholeNumberSetting(600000, 1000, { note: '(10 min)' }),
  },
  {
    name: 'PAYMENT_TIMEOUT_MS',
    meaning:
      "how long the browser waits for a payment call (POST /api/v2/payment, /api/v1/payment, renewals) before it asks for the attempt's outcome (spec: 60 s, like every call); read at run time and sent with the page; shorter values (at least 1000) are for tests and local runs (with `SANDBOX_SLOW_MS`, sandbox/README.md) and are ignored on production hosts",
    ...wholeNumberSetting(60000, 1000),
  },
  {
    name: 'CONFIG_CACHE_TTL_MS',
    meaning:
      'how long a fetched product config and the server-rendered plans are reused; once expired the old answer is served while one refresh runs (0: fetch every time)',
    ...wholeNumberSetting(5000, 0),
  },
  {
    name: 'FLAGS_OFREP_URL',
    defaultText: "(unset: the sandbox's flag service)",
    meaning:
      "a real feature-flag service speaking OFREP (flagd, GO Feature Flag…), read at run time: the server evaluates against it and the browser's `/api/flags` calls are forwarded to it ([docs/integrations.md](docs/integrations.md))",
    check: httpUrl,
  },
  {
    name: 'FLAGS_POLL_INTERVAL_MS',
    meaning:
      'how often open pages ask for flags (spec: 300 s); shorter values (at least 500) are for tests and local runs and are ignored on production hosts',
    ...wholeNumberSetting(300000, 500),
  },
  {
    name: 'FLAGS_CACHE_TTL_MS',
    meaning:
      'how long the server reuses the flags evaluated for one product and area; once expired the old answer is served while one refresh runs (0: evaluate every time)',
    ...wholeNumberSetting(5000, 0),
  },
  {
    name: 'FLAGS_FILE',
    defaultText: '`sandbox/flags.json`',
    meaning: "the flags the sandbox's flag service serves, re-read when the file changes",
  },
  {
    name: 'GTM_SCRIPT_ORIGIN',
    defaultText:
      "the sandbox's stand-in (`/api/sandbox/gtm`); `https://www.googletagmanager.com` with `CHECKOUT_API_URL`",
    meaning:
      "where a product's tag manager (`gtm` of its config) loads `gtm.js` from; the CSP opens that origin only for products with a `gtm` id",
    check: httpUrl,
  },
  {
    name: 'TRILHA_TELEMETRY',
    defaultText:
      '`sandbox` while the sandbox backend runs and no service is set; `external` when `SENTRY_DSN` or `OTEL_EXPORTER_OTLP_ENDPOINT` is set; else `off`',
    meaning:
      'where errors and performance data go: `sandbox` (the embedded receivers under `/api/sandbox/sentry` and `/api/sandbox/otel`, readable at `/api/sandbox/telemetry/{errors,spans,metrics,logs}`), `external` (the services below), `off` (nothing). Run time, see [docs/observability.md](docs/observability.md)',
    check: oneOf('sandbox', 'external', 'off'),
  },
  {
    name: 'SENTRY_DSN',
    defaultText: '(unset)',
    meaning:
      "error-reporting DSN (Sentry) used in `external` mode, by the browser and the server; its origin is added to the pages' `connect-src`",
    check: httpUrl,
  },
  {
    name: 'SENTRY_ENVIRONMENT',
    defaultText: '`APP_ENV`, else `NODE_ENV`',
    meaning: "the error reports' environment",
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    defaultText: '(unset)',
    meaning:
      'OTLP/HTTP (JSON) base URL of the performance service in `external` mode (`/v1/traces`, `/v1/metrics`, `/v1/logs` appended); its origin is added to `connect-src`',
    check: httpUrl,
  },
  {
    name: 'OTEL_SERVICE_NAME',
    defaultText: '`checkout-front`',
    meaning: 'the performance service name (spec: `checkout-front`)',
  },
  {
    name: 'OTEL_BSP_SCHEDULE_DELAY',
    defaultText: '1000 in `sandbox`, 5000 otherwise',
    meaning: 'ms finished spans and log records wait before a batch is sent',
    check: wholeNumber(0),
  },
  {
    name: 'APP_VERSION',
    defaultText: 'package.json `version`',
    meaning: "`service.version` of the performance data and the error reports' release",
  },
  {
    name: 'APP_ENV',
    defaultText: '`sandbox` (mode `sandbox`) or `production`',
    meaning: '`deployment.environment` of the performance data',
  },
  {
    name: 'ALLOWED_ORIGINS',
    defaultText: '(unset)',
    meaning:
      "comma-separated origins, besides the app's own, allowed to make state-changing calls to the API, the sandbox's or (with `CHECKOUT_API_URL`) the proxy's (never the sandbox's reset)",
    check: origins,
  },
  {
    name: 'PUBLIC_ORIGINS',
    defaultText: '`http://localhost:<PORT>`, `http://127.0.0.1:<PORT>`',
    meaning:
      "comma-separated origins the checkout's pages are served from (e.g. `https://checkout.example.com`): with `CHECKOUT_API_URL` the proxy takes a state-changing call's `Origin` as the app's own only when it is one of these, never because it names the request's `Host` ([docs/operations.md](docs/operations.md#deployment-the-api-proxy))",
    check: origins,
  },
  {
    name: 'IDEMPOTENCY_SECRET',
    defaultText: '(random, kept in the database)',
    meaning: "server secret (32+ characters) of the sandbox's keyed idempotency fingerprints",
    check: (value) => (value.length >= 32 ? undefined : 'must be at least 32 characters long'),
  },
  {
    name: 'SANDBOX_SLOW_MS',
    meaning: 'delay of the slow test cards (longer than the 60 s client time-out)',
    ...wholeNumberSetting(65000, 0),
  },
  {
    name: 'SANDBOX_SMS_CODE',
    defaultText: '123456',
    meaning: 'the code every SMS of the sandbox carries; `random` for random codes',
    check: (value) =>
      /^\d{6}$/.test(value) || value.toLowerCase() === 'random'
        ? undefined
        : "must be six digits or 'random'",
  },
  {
    name: 'SANDBOX_MPESA_ANSWER_MS',
    meaning: "how long the sandbox's simulated M-Pesa buyer takes to answer a push",
    ...wholeNumberSetting(3000, 0),
  },
  {
    name: 'TRILHA_BENCH_PAGES',
    defaultText: '(unset)',
    meaning:
      "`1` serves the benchmarks' hand-written lead page `/bench/lead` and their phase timings (the benchmarks' server only)",
    check: oneOf('1', '0'),
  },
  {
    name: 'NEXT_PUBLIC_CAPTCHA_PROVIDER',
    defaultText: '`none`',
    meaning:
      'captcha of payments and renewals (`captchaToken`): `none` sends no token; `recaptcha` uses Google reCAPTCHA v3 (and opens the Content-Security-Policy to Google). Build-time; providers live in `platform/captcha/`',
    check: oneOf('none', 'recaptcha'),
  },
  {
    name: 'NEXT_PUBLIC_CAPTCHA_SITE_KEY',
    defaultText: '(unset)',
    meaning: 'the reCAPTCHA site key (required with `recaptcha`)',
  },
  {
    name: 'NEXT_PUBLIC_APP_VERSION',
    defaultText: 'package.json `version`',
    meaning:
      'the version the browser sends as `X-App-Version`; set at build time by next.config.js',
  },
  {
    name: 'NODE_ENV',
    defaultText: 'set by Next.js',
    meaning: '`production` under `npm start`; the default of `SENTRY_ENVIRONMENT`',
  },
  {
    name: 'NEXT_RUNTIME',
    defaultText: 'set by Next.js',
    meaning: '`nodejs` or `edge`: the server instrumentation starts only under `nodejs`',
  },
] as const satisfies readonly SettingDefinition[];

/** The name of a declared environment variable. */
export type SettingName = (typeof SETTING_DEFINITIONS)[number]['name'];

/** The name of a whole-number variable declared with its default (`wholeNumberSetting`). */
export type IntegerSettingName = Extract<
  (typeof SETTING_DEFINITIONS)[number],
  { default: number }
>['name'];
