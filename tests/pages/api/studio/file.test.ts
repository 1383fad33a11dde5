import type { NextApiRequest } from 'next';
import studioFile from '@/pages/api/studio/file';
import { callApiRoute } from '../callApiRoute';
import { getServerSideProps as studioPage } from '@/pages/studio/index';
import { getServerSideProps as previewPage } from '@/pages/studio/preview';
import type { GetServerSidePropsContext } from 'next';

function call(req: Partial<NextApiRequest>) {
  return callApiRoute(studioFile, req);
}

describe('studio routes outside the studio', () => {
  const saved = process.env.TRILHA_STUDIO;
  beforeEach(() => delete process.env.TRILHA_STUDIO);
  afterAll(() => {
    if (saved === undefined) delete process.env.TRILHA_STUDIO;
    else process.env.TRILHA_STUDIO = saved;
  });

  it('should answer 404 to the file API unless the process runs with TRILHA_STUDIO=1', () => {
    const res = call({
      method: 'GET',
      query: { file: 'brands/medvalida/products/MS.json' },
      headers: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('should answer 404 to /studio and /studio/preview unless the studio runs', async () => {
    const ctx = {
      query: {},
      res: { setHeader: jest.fn(), getHeader: jest.fn() },
    } as unknown as GetServerSidePropsContext;
    await expect(studioPage(ctx)).resolves.toEqual({ notFound: true });
    await expect(previewPage(ctx)).resolves.toEqual({ notFound: true });
  });
});

describe('studio file API in the studio', () => {
  beforeEach(() => {
    process.env.TRILHA_STUDIO = '1';
  });
  afterEach(() => delete process.env.TRILHA_STUDIO);

  it('should open a product config with the hash of the version read', () => {
    const res = call({
      method: 'GET',
      query: { file: 'brands/medvalida/products/MS.json' },
      headers: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      file: 'brands/medvalida/products/MS.json',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('should refuse a save that is not JSON, and a file outside the product configs', () => {
    expect(
      call({ method: 'PUT', headers: { 'content-type': 'text/plain' }, body: '{}' }).statusCode,
    ).toBe(415);
    const res = call({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: { file: 'package.json', baseHash: 'x', data: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});
