/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { getProductConfig } from '@/checkout/api/checkoutApi';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { PageShell } from '@/renderer/PageShell';
import { validateBrand } from '@/schemas/generated/validators';
import { createBrandTheme } from '@/ui/createBrandTheme';
import { getCssText } from '@/ui/stitches.config';
import { loadBrandFolders, servedConfig } from './brandFiles';

// Flags come from the flag service over HTTP; here every flag is unanswered (defaults).
jest.mock('@/renderer/flags/evaluateServerFlags', () => ({
  evaluateServerFlags: jest.fn(),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  getPlanProduct: jest.fn(),
  getProductConfig: jest.fn(),
  getSeller: jest.fn(),
}));

const TENANT = 'tenant-aurora';
const folder = loadBrandFolders().find((candidate) => candidate.id === TENANT);
const brandSchema = JSON.parse(readFileSync('schemas/brand.schema.json', 'utf8')) as {
  required: string[];
};

async function tenantPage(): Promise<CheckoutPageProps> {
  const config = folder?.products.AURORA;
  (getProductConfig as jest.MockedFunction<typeof getProductConfig>).mockImplementation(
    async () => {
      if (config === undefined) throw new Error('no AURORA product config');
      return servedConfig(config);
    },
  );
  const ctx = {
    resolvedUrl: '/lead',
    req: { headers: { host: 'checkout.auroracursos.com.br' } },
    res: { setHeader: jest.fn() },
    query: {},
    params: {},
  } as unknown as GetServerSidePropsContext;
  const result = await buildCheckoutPage(ctx);
  if (!('props' in result)) throw new Error(`expected page props, got ${JSON.stringify(result)}`);
  return result.props as CheckoutPageProps;
}

describe('a tenant brand (theme bundle only)', () => {
  it('should consist of its themes, one product config, its catalogue and brand.json', () => {
    expect(folder?.files).toEqual([
      'brand.json',
      'catalogue.json',
      'products/AURORA.json',
      'themes/dark.json',
      'themes/light.json',
    ]);
  });

  it('should have a brand.json with only what the schema requires', () => {
    const brand = folder?.brand;
    expect(validateBrand(brand)).toBe(true);
    expect(Object.keys(brand ?? {}).sort()).toEqual(['$schema', ...brandSchema.required].sort());
  });

  it('should render its lead page with its own logo, links and theme', async () => {
    const page = await tenantPage();
    expect(page).toMatchObject({
      productCode: 'AURORA',
      dsBrand: TENANT,
      productTitle: 'Aurora Cursos Livres',
    });

    if (page.theme === null) throw new Error('expected the tenant theme, got the default theme');
    const themeClass = createBrandTheme(`${page.dsBrand}-${page.dsMode}`, page.theme).className;
    render(
      <div className={themeClass}>
        <CheckoutProvider page={page}>
          <PageShell>
            <p>conteúdo</p>
          </PageShell>
        </CheckoutProvider>
      </div>,
    );

    expect(screen.getByRole('img', { name: 'Aurora' })).toHaveAttribute(
      'src',
      '/brands/tenant-aurora/logo.svg',
    );
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      'https://auroracursos.com.br/termos-de-uso',
    );
    expect(screen.getByRole('link', { name: 'Dúvidas frequentes' })).toHaveAttribute(
      'href',
      'https://ajuda.auroracursos.com.br',
    );
    expect(getCssText()).toContain(folder?.themes.light?.colors.primary.pure);
  });
});
