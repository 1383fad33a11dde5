import type { IncomingMessage } from 'node:http';
import { errorPageFavicon } from '@/renderer/errorPageFavicon';

function request(host: string): IncomingMessage {
  return { headers: { host } } as IncomingMessage;
}

describe('errorPageFavicon', () => {
  it("should give the brand's favicon from the query the failed checkout kept", () => {
    expect(errorPageFavicon(request('localhost:3000'), { product: 'MS' })).toBe(
      '/brands/medvalida/favicon.svg',
    );
  });

  it('should give the neutral favicon when no brand sells the product', () => {
    expect(errorPageFavicon(request('localhost:3000'), { product: 'NOPE' })).toBe('/favicon.svg');
  });
});
