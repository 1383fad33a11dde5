import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readBoundedBody } from '@/lib/http/readBoundedBody';

function requestOf(...chunks: Array<string | Buffer>): IncomingMessage {
  return Readable.from(chunks) as unknown as IncomingMessage;
}

describe('readBoundedBody', () => {
  it('should join the chunks of a body up to the limit, text or bytes', async () => {
    const body = await readBoundedBody(requestOf('{"a":', Buffer.from('1}')), 7);
    expect(body?.toString('utf8')).toBe('{"a":1}');
  });

  it('should answer undefined once the body passes the limit', async () => {
    expect(await readBoundedBody(requestOf('1234', '567'), 6)).toBeUndefined();
  });

  it('should answer an empty buffer for an empty body', async () => {
    expect((await readBoundedBody(requestOf(), 6))?.length).toBe(0);
  });
});
