/**
 * `npm run bench`: every benchmark of the project, each printing its figures next to a
 * baseline measured in the same run (never a timed unit test). Starts the built checkout
 * once (building when needed) on a free loopback port for the benches that need a server.
 *
 * Usage: npm run bench [-- name…]   (names: validation, api, page, bundle)
 */
import { startServer } from '../tests/e2e/serverControl';

interface BenchModule {
  run: (ctx: { baseUrl: string }) => Promise<void>;
}

const benches: Record<string, { needsServer: boolean; load: () => Promise<BenchModule> }> = {
  validation: { needsServer: false, load: () => import('./bench/validation.bench') },
  api: { needsServer: true, load: () => import('./bench/api.bench') },
  page: { needsServer: true, load: () => import('./bench/page.bench') },
  bundle: { needsServer: true, load: () => import('./bench/bundle.bench') },
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(benches);
  const unknown = names.filter((n) => !benches[n]);
  if (unknown.length) {
    console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  const server = names.some((n) => benches[n]?.needsServer) ? await startServer({ TRILHA_BENCH_PAGES: '1' }) : undefined;
  try {
    for (const name of names) {
      console.log(`\n=== ${name} ===`);
      const bench = await benches[name]!.load();
      await bench.run({ baseUrl: server?.baseUrl ?? '' });
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
