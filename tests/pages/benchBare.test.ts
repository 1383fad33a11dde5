import type { GetServerSidePropsContext } from 'next';
import { BENCH_PAGES_SETTING, getServerSideProps } from '@/pages/bench/bare';

const context = {} as GetServerSidePropsContext;

describe('/bench/bare', () => {
  afterEach(() => {
    delete process.env[BENCH_PAGES_SETTING];
  });

  it('should not be served by a production server (404)', async () => {
    await expect(getServerSideProps(context)).resolves.toEqual({ notFound: true });
  });

  it('should be served to the benchmarks, which start the server with TRILHA_BENCH_PAGES=1', async () => {
    process.env[BENCH_PAGES_SETTING] = '1';
    await expect(getServerSideProps(context)).resolves.toEqual({ props: { now: expect.any(Number) } });
  });
});
