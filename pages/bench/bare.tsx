import type { GetServerSideProps } from 'next';

/**
 * A bare server-rendered page of the same build, the baseline `npm run bench` measures the
 * checkout against (requests per second, latency and JavaScript shipped). Not linked anywhere.
 */
export const getServerSideProps: GetServerSideProps<{ now: number }> = async () => ({ props: { now: Date.now() } });

export default function BarePage({ now }: { now: number }) {
  return <p>bare {now}</p>;
}
