import { integerSetting } from '@/lib/settings/settings';
import type { RunningServer } from './runningServers.mjs';

/**
 * Where `npm run new-brand` tells the ops person to open the new product: on each checkout
 * server running from this folder (`npm start`, or `npm run studio`, which runs it too), at the
 * port it really listens on (a running server serves a new brand, its logo and favicon within
 * seconds, no restart); without one, how to start it, on the port `npm start` would take (the
 * `PORT` setting, lib/settings).
 */
export function whereToOpen(
  code: string,
  servers: readonly RunningServer[],
  port: number = integerSetting('PORT'),
): string {
  const path = `/lead?product=${code}`;
  if (servers.length === 0) {
    return `No checkout server is running from this folder: \`npm start\` serves it at http://localhost:${port}${path}`;
  }
  return servers
    .map((server) => {
      const studio = server.studio
        ? `; in the studio: http://localhost:${server.port}/studio?product=${code}`
        : '';
      return `Open http://localhost:${server.port}${path} (served now by the running server, pid ${server.pid}, no restart needed${studio})`;
    })
    .join('\n');
}
