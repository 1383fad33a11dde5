import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps } from '@/pages/bench/lead';
import { BENCH_PAGES_SETTING } from '@/renderer/phaseTimer';

const context = {} as GetServerSidePropsContext;

describe('/bench/lead (the hand-written baseline of npm run bench)', () => {
  afterEach(() => {
    delete process.env[BENCH_PAGES_SETTING];
  });

  it('should not be served by a production server (404)', async () => {
    await expect(getServerSideProps(context)).resolves.toEqual({ notFound: true });
  });

  it('should be served to the benchmarks, which start the server with TRILHA_BENCH_PAGES=1', async () => {
    process.env[BENCH_PAGES_SETTING] = '1';
    await expect(getServerSideProps(context)).resolves.toEqual({
      props: { business: 'bench', productCode: 'MS' },
    });
  });
});
