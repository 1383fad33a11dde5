import type { GetServerSideProps } from 'next';
import { BENCH_PAGES_SETTING } from '@/renderer/phaseTimer';
import { setting } from '@/lib/settings/settings';

/** The setting that serves this page; `npm run bench` sets it on the server it starts. */
export { BENCH_PAGES_SETTING };

/**
 * A bare server-rendered page of the same build, the baseline `npm run bench` measures the
 * checkout against (requests per second, latency and JavaScript shipped). A production server
 * answers 404 here unless TRILHA_BENCH_PAGES=1 is set when it starts.
 */
export const getServerSideProps: GetServerSideProps<{ now: number }> = async () =>
  setting(BENCH_PAGES_SETTING) === '1' ? { props: { now: Date.now() } } : { notFound: true };

export default function BarePage({ now }: { now: number }) {
  return <p>bare {now}</p>;
}
