import type { IncomingMessage } from 'node:http';
import { errorPageBrand } from '@/renderer/errorPageBrand';

function request(host: string): IncomingMessage {
  return { headers: { host } } as IncomingMessage;
}

describe('errorPageBrand', () => {
  it("should give the brand's favicon, logo and theme from the query the failed checkout kept", () => {
    const brand = errorPageBrand(request('localhost:3000'), { product: 'WUP' });
    expect(brand.favicon).toBe('/brands/falamais/favicon.svg');
    expect(brand.logo).toMatchObject({ file: '/brands/falamais/logo.svg', alt: 'Fala Mais' });
    expect(brand.theme?.id).toBe('falamais-light');
    expect(brand.theme?.tokens.colors.primary.pure).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('should take the Mozambique brand of a pt-mz query', () => {
    expect(
      errorPageBrand(request('localhost:3000'), { product: 'WUPMZ', lang: 'pt-mz' }).logo?.file,
    ).toMatch(/^\/brands\/falamais-mz\//);
  });

  it('should give the neutral page when no brand sells the product', () => {
    expect(errorPageBrand(request('localhost:3000'), { product: 'NOPE' })).toEqual({
      favicon: '/favicon.svg',
      logo: null,
      theme: null,
    });
  });
});
