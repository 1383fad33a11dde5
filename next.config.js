// Next.js configuration for the Trilha checkout.
// - better-sqlite3 is a native module used only by the sandbox API routes: keep it external.
// - With CHECKOUT_API_URL set (at run time), the browser's same-origin /api/v1 and /api/v2 calls
//   are forwarded to that backend by their API routes (edge/backendProxy.ts), so the checkout
//   code never knows which backend it talks to.
// - /healthcheck (liveness) and /readiness (503 while shutting down or while the sandbox's
//   storage cannot be written) answer from tiny API routes without loading a product.
// - /favicon.ico serves the neutral favicon (public/favicon.svg) rather than a 404.
// - /brands/<id>/<file> added to public/ after the server started is read from disk
//   (pages/api/brand-asset), so a new brand's logo needs no restart.
// - No ETags: pages are unique per request (CSP nonce), so hashing them was wasted work.

/**
 * Content-Security-Policy of responses no page renders (API answers, the sandbox's boleto
 * page, static files). Pages replace it per request with their own policy and script nonce
 * (renderer/security/pageSecurityHeaders.ts, set by getServerSideProps or _document).
 * script-src comes from the script inventory's non-nonce sources: no inline script at all,
 * no 'unsafe-eval'. Stitches writes its CSS into <style> tags, hence style-src 'unsafe-inline'.
 * connect-src is 'self' only: these responses run no script (telemetry goes from pages).
 */
function contentSecurityPolicy() {
  const inventory = require('./renderer/security/scriptInventory.json');
  const scriptSources = [
    ...new Set(inventory.scripts.map((entry) => entry.csp).filter((csp) => csp && csp !== 'nonce')),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'report-uri /api/csp-report',
  ].join('; ');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The API client's X-App-Version header, inlined so browsers never download package.json.
  env: { NEXT_PUBLIC_APP_VERSION: require('./package.json').version },
  poweredByHeader: false,
  // Every page carries a fresh CSP nonce, so no two answers are alike and an ETag could never
  // match: hashing each page's whole HTML for one was the largest single cost of a render.
  generateEtags: false,
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
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          {
            key: 'Permissions-Policy',
            value:
              'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
          },
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
        { source: '/readiness', destination: '/api/readiness' },
        { source: '/healthcheck', destination: '/api/health' },
        // Browsers ask for /favicon.ico on pages without a favicon link (and on error pages):
        // answer with the neutral favicon instead of a 404.
        { source: '/favicon.ico', destination: '/favicon.svg' },
      ],
      // A brand asset public/ did not have when `next start` started (a brand made by
      // `npm run new-brand` meanwhile): read from disk by its API route instead of a 404.
      // afterFiles: the files public/ had at start are still served as static files.
      afterFiles: [
        { source: '/brands/:brand/:file', destination: '/api/brand-asset/:brand/:file' },
      ],
    };
  },
};

module.exports = nextConfig;
