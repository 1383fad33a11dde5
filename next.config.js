// Next.js configuration for the Trilha checkout.
// - better-sqlite3 is a native module used only by the sandbox API routes: keep it external.
// - With CHECKOUT_API_URL set (at run time), the browser's same-origin /api/v1 and /api/v2 calls
//   are forwarded to that backend by their API routes (sandbox/backendProxy.ts), so the checkout
//   code never knows which backend it talks to.
// - /readiness and /healthcheck answer from a tiny API route without loading a product.

/**
 * Content-Security-Policy of every page. No 'unsafe-eval': nothing compiles a schema or a
 * function at run time (validators are generated standalone code), and the browser tests
 * fail on any CSP violation. Inline scripts are still allowed because Turbopack's page
 * bootstrap is an inline script; moving to per-request nonces is the security-headers work.
 * Stitches writes its CSS into <style> tags. The error-reporting service's origin is allowed
 * when a DSN is configured.
 */
function contentSecurityPolicy() {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  const reportOrigin = dsn ? new URL(dsn).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${reportOrigin ? ` ${reportOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The API client's X-App-Version header, inlined so browsers never download package.json.
  env: { NEXT_PUBLIC_APP_VERSION: require('./package.json').version },
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // `npm test` type-checks the whole repository (tests and scripts included) with `tsc`;
  // the build does not repeat it, so a test file being edited never blocks a build.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
  async rewrites() {
    // /api/v1 and /api/v2 go to the real backend through pages/api/v{1,2}/[...path].ts when
    // CHECKOUT_API_URL is set at run time; rewrites would be frozen at build time.
    return {
      beforeFiles: [
        { source: '/readiness', destination: '/api/health' },
        { source: '/healthcheck', destination: '/api/health' },
      ],
    };
  },
};

module.exports = nextConfig;
