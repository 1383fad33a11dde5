/**
 * `npm run bench`: every benchmark of the project, each printing its figures next to a
 * baseline measured in the same run (never a timed unit test). Starts the built checkout
 * once (building when needed) on a free loopback port for the benches that need a server, and
 * the bare app (bench/baseline/, see scripts/bench/baselineApp.ts: copied, installed once per
 * framework version, built and served on another free port) for those judged against it.
 *
 * Usage: npm run bench [-- name…]   (names: js, ssr, lighthouse, typing, load, validation, api,
 *        launch; bundle and page are the old names of js and ssr)
 *        npm run bench -- js ssr   (a subset; the same as --only js,ssr)
 */
import { startServer } from '../tests/e2e/serverControl';
import { startBaseline } from './bench/baselineApp';
import type { BenchContext } from './bench/handWritten';

interface BenchModule {
  run: (ctx: BenchContext) => Promise<void>;
}

interface BenchEntry {
  /** Needs the checkout running. */
  needsServer: boolean;
  /** Needs the bare app running (its figures are judged against it). */
  needsBaseline?: boolean;
  load: () => Promise<BenchModule>;
}

const benches: Record<string, BenchEntry> = {
  js: { needsServer: true, needsBaseline: true, load: () => import('./bench/bundle.bench') },
  ssr: { needsServer: true, needsBaseline: true, load: () => import('./bench/page.bench') },
  lighthouse: {
    needsServer: true,
    needsBaseline: true,
    load: () => import('./bench/lighthouse.bench'),
  },
  typing: { needsServer: true, needsBaseline: true, load: () => import('./bench/typing.bench') },
  load: { needsServer: true, needsBaseline: true, load: () => import('./bench/load.bench') },
  validation: { needsServer: false, load: () => import('./bench/validation.bench') },
  api: { needsServer: true, load: () => import('./bench/api.bench') },
  // Starts its own clusters (nginx, replicas, Redis, a backend): one of 1 replica, one of 3.
  launch: { needsServer: false, load: () => import('./bench/launch.bench') },
};
/** Earlier names of some benches, still understood. */
const aliases: Record<string, string> = { bundle: 'js', page: 'ssr' };

/** The benches named on the command line: bare names, `--only name`, or `--only=name`. */
export function benchNames(args: readonly string[]): string[] {
  const names: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--only') {
      const next = args[index + 1];
      if (next !== undefined) names.push(...next.split(','));
      index++;
    } else if (arg.startsWith('--only=')) names.push(...arg.slice('--only='.length).split(','));
    else if (!arg.startsWith('-')) names.push(arg);
  }
  return names.filter(Boolean);
}

async function main(): Promise<void> {
  const wanted = benchNames(process.argv.slice(2)).map((name) => aliases[name] ?? name);
  const names = wanted.length ? wanted : Object.keys(benches);
  const unknown = names.filter((n) => !benches[n]);
  if (unknown.length) {
    console.error(
      `unknown bench: ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`,
    );
    process.exit(2);
  }
  // The api section sends thousands of payments from loopback: without the last two the
  // card-testing limit would answer 429 from the 31st on and the bench would time that.
  const benchServerEnv = {
    TRILHA_BENCH_PAGES: '1',
    PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
    PAYMENT_ATTEMPTS_PER_LEAD: '0',
  };
  const baseline = names.some((n) => benches[n]?.needsBaseline) ? await startBaseline() : undefined;
  if (baseline)
    console.log(
      `[bench] bare app (bench/baseline/) on ${baseline.baseUrl}: ${Object.entries(
        baseline.versions,
      )
        .map(([name, version]) => `${name} ${version}`)
        .join(', ')}; packages from ${baseline.installedFrom}`,
    );
  try {
    const server = names.some((n) => benches[n]?.needsServer)
      ? await startServer(benchServerEnv)
      : undefined;
    try {
      for (const name of names) {
        console.log(`\n=== ${name} ===`);
        const bench = await benches[name]!.load();
        await bench.run({ baseUrl: server?.baseUrl ?? '', baselineUrl: baseline?.baseUrl ?? '' });
      }
    } finally {
      await server?.stop();
    }
  } finally {
    await baseline?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
