import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerOfrep } from '@/sandbox/flags/answerOfrep';
import { parseFlagFile, readFlagSnapshot } from '@/sandbox/flags/flagFile';
import type { FlagSnapshot } from '@/sandbox/flags/flagFile';

const snapshot: FlagSnapshot = {
  version: '1',
  flags: {
    'pix-enabled': {
      variants: { on: true, off: false },
      defaultVariant: 'on',
      targeting: [
        { when: { brand: ['medvalida'], area: 'BR' }, variant: 'off' },
        { when: { productCode: 'WUPMZ' }, variant: 'off' },
      ],
    },
    'referrer-list': { variants: { brand: 'brand', on: 'on' }, defaultVariant: 'brand' },
    retired: { state: 'DISABLED', variants: { on: true, off: false }, defaultVariant: 'off' },
  },
};

function ask(path: string, body: unknown, ifNoneMatch?: string) {
  return answerOfrep({ method: 'POST', path, body, ifNoneMatch }, () => snapshot);
}

describe('answerOfrep (the sandbox OFREP flag service)', () => {
  it('should evaluate every flag in bulk with targeting by brand and area', () => {
    const answer = ask('/ofrep/v1/evaluate/flags', { context: { brand: 'medvalida', area: 'BR' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      flags: [
        { key: 'pix-enabled', value: false, variant: 'off', reason: 'TARGETING_MATCH' },
        { key: 'referrer-list', value: 'brand', variant: 'brand', reason: 'STATIC' },
        { key: 'retired', value: false, variant: 'off', reason: 'DISABLED' },
      ],
    });
  });

  it('should need every condition of a rule to match, and match product codes case-insensitively', () => {
    const other = ask('/ofrep/v1/evaluate/flags/pix-enabled', {
      context: { brand: 'medvalida', area: 'MZ' },
    });
    expect(other.body).toMatchObject({ value: true, reason: 'STATIC' });
    const product = ask('/ofrep/v1/evaluate/flags/pix-enabled', {
      context: { productCode: 'wupmz' },
    });
    expect(product.body).toMatchObject({
      key: 'pix-enabled',
      value: false,
      reason: 'TARGETING_MATCH',
    });
  });

  it('should answer 404 FLAG_NOT_FOUND for an unknown flag', () => {
    const answer = ask('/ofrep/v1/evaluate/flags/nope', {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ key: 'nope', errorCode: 'FLAG_NOT_FOUND' });
  });

  it('should answer 304 without a body when If-None-Match carries the current ETag', () => {
    const first = ask('/ofrep/v1/evaluate/flags', { context: { brand: 'x' } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = ask('/ofrep/v1/evaluate/flags', { context: { brand: 'x' } }, etag);
    expect(again).toEqual({ status: 304, headers: { etag, 'cache-control': 'no-store' } });
    const otherContext = ask(
      '/ofrep/v1/evaluate/flags',
      { context: { brand: 'medvalida', area: 'BR' } },
      etag,
    );
    expect(otherContext.status).toBe(200);
  });

  it('should refuse a context that is not an object, other methods and other paths', () => {
    expect(ask('/ofrep/v1/evaluate/flags', { context: 'x' })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_CONTEXT' },
    });
    expect(
      answerOfrep(
        { method: 'GET', path: '/ofrep/v1/evaluate/flags', body: undefined },
        () => snapshot,
      ).status,
    ).toBe(405);
    expect(ask('/ofrep/v2/other', {}).status).toBe(404);
  });

  it('should answer 500 when the flags file cannot be read', () => {
    const answer = answerOfrep(
      { method: 'POST', path: '/ofrep/v1/evaluate/flags', body: {} },
      () => {
        throw new Error('ENOENT');
      },
    );
    expect(answer.status).toBe(500);
  });
});

describe('the flags file', () => {
  it('should be re-read when it changes on disk', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'flags-')), 'flags.json');
    const file = (on: boolean) =>
      JSON.stringify({ flags: { a: { variants: { v: on }, defaultVariant: 'v' } } });
    writeFileSync(path, file(true));
    expect(readFlagSnapshot(path).flags.a?.variants.v).toBe(true);
    writeFileSync(path, file(false) + ' ');
    utimesSync(path, new Date(), new Date(Date.now() + 2000));
    expect(readFlagSnapshot(path).flags.a?.variants.v).toBe(false);
  });

  it('should reject a default or rule variant that does not exist', () => {
    expect(() =>
      parseFlagFile({ flags: { a: { variants: { on: true }, defaultVariant: 'off' } } }),
    ).toThrow(/FLAGS_FILE_INVALID: flag 'a' has no variant 'off'/);
    expect(() =>
      parseFlagFile({
        flags: {
          a: {
            variants: { on: true },
            defaultVariant: 'on',
            targeting: [{ when: {}, variant: 'x' }],
          },
        },
      }),
    ).toThrow(/names no variant 'x'/);
  });

  it('should ship a valid sandbox/flags.json whose defaults keep today behaviour', () => {
    const flags = readFlagSnapshot('sandbox/flags.json').flags;
    expect(flags['pix-enabled']?.variants[flags['pix-enabled'].defaultVariant]).toBe(true);
    expect(flags['referrer-list']?.variants[flags['referrer-list'].defaultVariant]).toBe('brand');
  });
});
