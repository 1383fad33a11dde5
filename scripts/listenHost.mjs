// Which address the checkout's server listens on, for `npm start`, `npm run studio` and
// `npm run dev`. The ops studio (TRILHA_STUDIO=1) reads and writes the brand files, so a
// process that serves it listens on loopback only, whatever HOSTNAME or HOST ask for.

/** Addresses of this machine only. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Whether an address is loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host) {
  return loopbackHosts.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The address to listen on: with TRILHA_STUDIO=1, the one asked for (`HOSTNAME`) when it is a
 * loopback address, else 127.0.0.1 (and `warn` is told what was ignored); without the studio,
 * `HOSTNAME`, else `fallback` (all interfaces for `npm start`; `null` leaves Next.js' own
 * default, for `npm run dev`).
 */
export function listenHost(env = process.env, fallback = '0.0.0.0', warn = console.warn) {
  const asked = env.HOSTNAME;
  if (env.TRILHA_STUDIO !== '1') return asked ?? fallback;
  if (asked !== undefined && isLoopbackHost(asked)) return asked;
  if (asked !== undefined)
    warn(
      `[trilha] the studio (TRILHA_STUDIO=1) listens on this machine only: 127.0.0.1, not '${asked}'`,
    );
  return '127.0.0.1';
}
