import type { NextApiRequest } from 'next';
import studioFile from '@/pages/api/studio/file';
import { callApiRoute } from '../callApiRoute';
import { getServerSideProps as studioPage } from '@/pages/studio/index';
import { getServerSideProps as previewPage } from '@/pages/studio/preview';
import type { GetServerSidePropsContext } from 'next';

/** A request from this machine's own studio page (loopback connection, its own Host). */
const local = { socket: { remoteAddress: '127.0.0.1' } } as Partial<NextApiRequest>;

function call(req: Partial<NextApiRequest>) {
  return callApiRoute(studioFile, {
    ...local,
    ...req,
    headers: { host: 'localhost:3000', ...req.headers },
  });
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

  it.each<[string, Partial<NextApiRequest>]>([
    [
      'a page of another site resolved to 127.0.0.1 (DNS rebinding)',
      { headers: { host: 'evil.example:3000', origin: 'http://evil.example:3000' } },
    ],
    ["another site's Host without an Origin", { headers: { host: 'evil.example:3000' } }],
    ['another Origin', { headers: { host: 'localhost:3000', origin: 'http://evil.example' } }],
    ['Origin null', { headers: { host: 'localhost:3000', origin: 'null' } }],
    [
      'a cross-site fetch without Origin',
      { headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' } },
    ],
    ['a request with no Host', { headers: {} }],
    [
      'a connection from another machine',
      {
        socket: { remoteAddress: '192.168.0.20' } as NextApiRequest['socket'],
        headers: { host: '127.0.0.1:3000' },
      },
    ],
  ])('should refuse %s with 403, reading and writing nothing', (_what, req) => {
    const res = callApiRoute(studioFile, {
      ...local,
      method: 'GET',
      query: { file: 'brands/medvalida/products/MS.json' },
      ...req,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden' });
    const put = callApiRoute(studioFile, {
      ...local,
      method: 'PUT',
      body: { file: 'brands/medvalida/products/MS.json', baseHash: 'x', data: {} },
      ...req,
      headers: { 'content-type': 'application/json', ...req.headers },
    });
    expect(put.statusCode).toBe(403);
  });

  it('should answer the studio on 127.0.0.1 and [::1] with their own Origin', () => {
    for (const host of ['127.0.0.1:4000', '[::1]:3000', 'localhost']) {
      const res = call({
        method: 'GET',
        query: { file: 'brands/medvalida/products/MS.json' },
        headers: { host, origin: `http://${host}` },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("should answer 404 to the studio pages for another site's Host", async () => {
    const ctx = (host: string) =>
      ({
        query: {},
        req: { headers: { host }, socket: { remoteAddress: '127.0.0.1' } },
        res: { setHeader: jest.fn(), getHeader: jest.fn() },
      }) as unknown as GetServerSidePropsContext;
    await expect(studioPage(ctx('evil.example:3000'))).resolves.toEqual({ notFound: true });
    await expect(previewPage(ctx('evil.example:3000'))).resolves.toEqual({ notFound: true });
    await expect(studioPage(ctx('localhost:3000'))).resolves.toHaveProperty('props');
  });
});
