import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import {
  SERVER_PLANS_TTL_MS,
  loadProductPlansOnServer,
} from '@/checkout/payment/loadProductPlansOnServer';
import { serverDataLoaders } from '@/renderer/serverDataLoaders';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { productPlansFixture } from '../checkout/payment/productPlansFixture';
import { fixturePage } from '../templates/fixturePage';

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));
const getProductMock = jest.mocked(getProductV2);

describe('server data loaders', () => {
  it('should have one loader for every name template.json may declare in serverData', () => {
    const schema = JSON.parse(
      readFileSync(join(process.cwd(), 'schemas', 'template.schema.json'), 'utf8'),
    ) as { properties: { serverData: { items: { enum: string[] } } } };
    expect(Object.keys(serverDataLoaders).sort()).toEqual(
      [...schema.properties.serverData.items.enum].sort(),
    );
  });

  it('should reach the renderer through the generated registry (payment and lead fetch their plans)', () => {
    expect(templateRegistry.payment.serverData).toEqual(['productPlans']);
    expect(templateRegistry.lead.serverData).toEqual(['productPlans']);
    expect(templateRegistry.success.serverData).toBeUndefined();
  });
});

describe('loadProductPlansOnServer', () => {
  beforeEach(() => getProductMock.mockReset());

  it("should ask the product call with the step's plan types, without a lead id, and reuse the answer for a while", async () => {
    const plans = productPlansFixture();
    getProductMock.mockResolvedValue(plans);
    const base = fixturePage({}, 'payment');
    const page = { ...base, step: { ...base.step, props: { planTypes: ['yearly'] } } };
    const first = await loadProductPlansOnServer(page, 1_000);
    expect(first.plans).toBe(plans);
    expect(first.query).toEqual({
      business: page.business,
      planTypes: ['yearly'],
      seller: page.seller,
      source: page.source,
    });
    expect(getProductMock).toHaveBeenCalledWith(page.productCode, first.query);
    expect(first.fetchedAt).toBe(1_000);
    const reused = await loadProductPlansOnServer(page, 1_000 + SERVER_PLANS_TTL_MS - 1);
    expect(getProductMock).toHaveBeenCalledTimes(1);
    // A reused answer keeps its age: the browser must not take it for a fresh one.
    expect(reused.fetchedAt).toBe(1_000);
    await loadProductPlansOnServer(page, 1_000 + SERVER_PLANS_TTL_MS);
    expect(getProductMock).toHaveBeenCalledTimes(2);
  });

  it('should serve an expired answer at once while one refresh runs behind it', async () => {
    const base = fixturePage({}, 'payment');
    const page = { ...base, query: { ...base.query, voucher: 'VELHO' } };
    const old = productPlansFixture();
    getProductMock.mockResolvedValueOnce(old);
    await loadProductPlansOnServer(page, 10_000);
    getProductMock.mockReturnValueOnce(new Promise(() => undefined));
    const later = 10_000 + SERVER_PLANS_TTL_MS;
    const pages = await Promise.all([1, 2, 3].map(() => loadProductPlansOnServer(page, later)));
    expect(pages.map((answer) => answer.plans)).toEqual([old, old, old]);
    expect(pages[0]!.fetchedAt).toBe(10_000);
    expect(getProductMock).toHaveBeenCalledTimes(2);
  });

  it('should not keep a failed call', async () => {
    const base = fixturePage({}, 'payment');
    const page = { ...base, query: { ...base.query, voucher: 'FALHA' } };
    getProductMock.mockRejectedValueOnce(new Error('down'));
    await expect(loadProductPlansOnServer(page, 5_000)).rejects.toThrow('down');
    getProductMock.mockResolvedValueOnce(productPlansFixture());
    await expect(loadProductPlansOnServer(page, 5_001)).resolves.toMatchObject({
      query: { voucher: 'FALHA' },
    });
  });
});
