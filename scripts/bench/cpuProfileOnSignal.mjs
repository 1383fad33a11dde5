/**
 * A CPU profile of a warm server, for finding where a page's server time goes (docs/operations.md,
 * "Where `/lead`'s server time goes"). `node --cpu-prof` records from the start, and a few
 * seconds of load cannot dilute the start-up; this preload starts V8's sampling profiler on the
 * first SIGUSR2 and writes `<PROFILE_DIR>/server-<n>.cpuprofile` on the next (open it in Chrome
 * DevTools' Performance panel or any .cpuprofile reader):
 *
 *   TRILHA_BENCH_PAGES=1 PROFILE_DIR=/tmp/prof NODE_ENV=production \
 *     node --import ./scripts/bench/cpuProfileOnSignal.mjs node_modules/next/dist/bin/next start -p 47001
 *   # load it for a round (warm-up), then: kill -USR2 <pid>; load it again; kill -USR2 <pid>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
let recording = false;
let written = 0;

process.on('SIGUSR2', async () => {
  try {
    if (!recording) {
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 200 });
      await post('Profiler.start');
      recording = true;
      console.log('[profile] recording');
      return;
    }
    const { profile } = await post('Profiler.stop');
    recording = false;
    const file = join(process.env.PROFILE_DIR ?? '.', `server-${++written}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`[profile] wrote ${file}`);
  } catch (error) {
    console.error('[profile] failed:', error);
  }
});
