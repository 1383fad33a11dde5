import { brandLinks } from '@/checkout/success/brandLinks';

const links = (name: string) => ({
  domain: `${name}.example.com`,
  firstAccess: `https://${name}.example.com/a?token={token}`,
  terms: `https://${name}.example.com/terms`,
  politics: `https://${name}.example.com/privacy`,
});
const brand = {
  links: { test: links('test'), homolog: links('homolog'), production: links('prod') },
};

describe('brandLinks', () => {
  it('should use the links of the detected environment', () => {
    expect(brandLinks(brand, 'test', false).domain).toBe('test.example.com');
    expect(brandLinks(brand, 'production', false).domain).toBe('prod.example.com');
  });

  it('should use the homolog links while the staging flag is set', () => {
    expect(brandLinks(brand, 'production', true).domain).toBe('homolog.example.com');
  });
});
