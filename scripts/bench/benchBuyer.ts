/**
 * A buyer with a lead for the benchmarks: /payment, /pix and /success send a visitor without
 * a lead in the tab's session to the lead step, so the benches that load them create a real
 * lead through the sandbox API (POST /api/v1/lead, as the lead step does) and put it in the
 * tab's session storage before the page's own scripts run, as a buyer coming from /lead has it.
 */
import type { StoredLead } from '@/checkout/sessionStore';

/** The product every checkout bench loads. */
export const BENCH_PRODUCT = 'MS';

/** Page props a bench reads from a rendered page's `__NEXT_DATA__`. */
export interface BenchPageData {
  business: string;
  productCode: string;
}

/** The page props a bench needs, read from a rendered page's HTML (its `__NEXT_DATA__`). */
export function pageDataFromHtml(html: string): BenchPageData {
  const json = /<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('BENCH_NO_PAGE_DATA: /lead has no __NEXT_DATA__');
  const props = (JSON.parse(json) as { props: { pageProps: BenchPageData } }).props.pageProps;
  return { business: props.business, productCode: props.productCode };
}

/** The body of POST /api/v1/lead a bench buyer sends (the lead step's fields, a unique e-mail). */
export function benchLeadBody(
  { business, productCode }: BenchPageData,
  emailPrefix = 'bench',
): { name: string; email: string; phone: string; business: string; productCode: string } {
  return {
    name: 'Bia Medição',
    email: `${emailPrefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '(11) 98765-4321',
    business,
    productCode,
  };
}

/** Creates a lead for the bench product through the sandbox and returns it as the session holds it. */
export async function createBenchLead(baseUrl: string): Promise<StoredLead> {
  const html = await (await fetch(`${baseUrl}/lead?product=${BENCH_PRODUCT}`)).text();
  const body = benchLeadBody(pageDataFromHtml(html));
  const response = await fetch(`${baseUrl}/api/v1/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `BENCH_LEAD_FAILED: POST /api/v1/lead answered ${response.status}: ${await response.text()}`,
    );
  const lead = (await response.json()) as { leadId: string };
  return { leadId: lead.leadId, name: body.name, email: body.email, phone: body.phone };
}

/**
 * The source of a script that stores `lead` as the tab's `dataLead` (the lead step's session
 * key) before any script of a page runs; for `addInitScript` / `evaluateOnNewDocument`.
 */
export function storeLeadScript(lead: StoredLead): string {
  return `try { window.sessionStorage.setItem('dataLead', ${JSON.stringify(JSON.stringify(lead))}); } catch (e) {}`;
}
