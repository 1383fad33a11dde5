/**
 * The answer of GET /api/v2/product/{code} built from a demo brand's catalogue.json, so the
 * payment tests use the same plans as the sandbox (no voucher applied).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentResponse, Plan, ProductPlans } from '@/checkout/api/types';
import type { Catalogue } from '@/schemas/generated/types';

/** The product's plans as the product call answers them. */
export function productPlansFixture(brandId = 'medvalida', code = 'MS'): ProductPlans {
  const catalogue = JSON.parse(
    readFileSync(join(process.cwd(), 'brands', brandId, 'catalogue.json'), 'utf8'),
  ) as Catalogue;
  const product = catalogue.products.find((entry) => entry.code === code);
  if (!product) throw new Error(`fixture: no product ${code} in brands/${brandId}/catalogue.json`);
  return {
    code: product.code,
    business: product.business,
    title: null,
    planIds: product.planIds,
    plans: product.plans.map((plan): Plan => {
      const served: Plan & { vouchers?: unknown } = { ...plan, appliedVoucher: null };
      // The catalogue's voucher list stays on the server; the answer says which one applied.
      delete served.vouchers;
      return served;
    }),
  };
}

/** A payment answer; `route` picks card (null), Pix or boleto details. */
export function paymentResponseFixture(route: PaymentResponse['route'] = null): PaymentResponse {
  return {
    token: 'tok_123',
    redirect: '/primeiro-acesso?token=tok_123',
    paymentProfileIds: ['pp_1'],
    route,
    paymentId: 'pay_1',
    status: route === null ? 'approved' : 'pending',
    subscriptionId: 'sub_1',
    ...(route === 'pix'
      ? {
          pix: {
            brCode: '00020126580014br.gov.bcb.pix0136sandbox6304ABCD',
            expiresAt: '2030-01-01T00:30:00.000Z',
          },
        }
      : {}),
    ...(route === 'bankslip'
      ? {
          bankslip: {
            digitableLine: '34191.79001 01043.510047 91020.150008 1 96610000114000',
            barcode: '34191966100001140001790010435100479102015000',
            dueDate: '2030-01-04',
            url: 'http://localhost/api/v1/boleto/pay_1',
          },
        }
      : {}),
  };
}
