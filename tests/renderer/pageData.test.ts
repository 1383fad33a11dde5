import type { GetServerSidePropsContext } from 'next';
import { fromPageData, isCheckoutPageData, PageDataError, toPageData } from '@/renderer/pageData';
import { chainFlow, fixturePage } from '@/tests/templates/fixturePage';

/** What the page's data looks like once it has travelled: JSON, as in `__NEXT_DATA__`. */
const travelled = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const flow = chainFlow('default', ['lead', 'payment', 'pix', 'success']);

describe('toPageData and fromPageData', () => {
  it('should give every prop back after the JSON trip, at each step of the flow', () => {
    for (const stepId of ['lead', 'payment', 'pix', 'success']) {
      const page = fixturePage({ productFlow: flow }, stepId);
      expect(fromPageData(travelled(toPageData(page)))).toEqual(page);
    }
  });

  it('should carry the flow once: steps as positions, no flows by product code', () => {
    const page = fixturePage({ productFlow: flow }, 'payment');
    const data = toPageData(page);
    expect(data).toMatchObject({ stepIndex: 1, nextStepIndex: 2 });
    expect(data).not.toHaveProperty('step');
    expect(data).not.toHaveProperty('nextStep');
    expect(data).not.toHaveProperty('allCheckoutFlowsByProductCode');
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(page).length);
    expect(toPageData(fixturePage({ productFlow: flow }, 'success')).nextStepIndex).toBeNull();
  });

  it('should give the same props for the same data (the page renders with stable objects)', () => {
    const data = travelled(toPageData(fixturePage({ productFlow: flow }, 'lead')));
    const props = fromPageData(data);
    expect(fromPageData(data)).toBe(props);
    expect(props.step).toBe(props.productFlow.steps[0]);
    expect(props.allCheckoutFlowsByProductCode.MS?.[0]).toBe(props.productFlow);
  });

  it('should refuse props it could not give back instead of dropping them', () => {
    const page = fixturePage({ productFlow: flow }, 'payment');
    expect(() => toPageData({ ...page, step: { ...page.step } })).toThrow(
      new PageDataError("step 'payment' is not one of the flow's steps"),
    );
    expect(() => toPageData({ ...page, nextStep: { ...page.nextStep! } })).toThrow(
      "PAGE_DATA_NOT_DERIVED: next step 'pix' is not one of the flow's steps",
    );
    const other = chainFlow('other', ['lead']);
    expect(() =>
      toPageData({ ...page, allCheckoutFlowsByProductCode: { MS: [flow, other] } }),
    ).toThrow("allCheckoutFlowsByProductCode is not the page's own flow under 'MS'");
    expect(() =>
      toPageData({ ...page, allCheckoutFlowsByProductCode: { MS: [flow], XY: [other] } }),
    ).toThrow(PageDataError);
  });

  it('should tell a checkout page’s data from other pages’ props', () => {
    expect(isCheckoutPageData(toPageData(fixturePage()))).toBe(true);
    expect(isCheckoutPageData(fixturePage())).toBe(false);
    expect(isCheckoutPageData({ business: 'bench', productCode: 'MS' })).toBe(false);
    expect(isCheckoutPageData(undefined)).toBe(false);
  });
});

describe('the checkout route', () => {
  it("should send the page's data and pass a redirect or a 404 through", async () => {
    const buildCheckoutPage = jest.fn();
    jest.doMock('@/renderer/buildCheckoutPage', () => ({ buildCheckoutPage }));
    const route = await import('@/pages/[[...path]]');
    const ctx = {} as GetServerSidePropsContext;
    const page = fixturePage({ productFlow: flow }, 'pix');
    buildCheckoutPage.mockResolvedValueOnce({ props: page });
    expect(await route.getServerSideProps(ctx)).toEqual({ props: toPageData(page) });
    const redirect = { redirect: { destination: '/lead', permanent: false } };
    buildCheckoutPage.mockResolvedValueOnce(redirect);
    expect(await route.getServerSideProps(ctx)).toBe(redirect);
    buildCheckoutPage.mockResolvedValueOnce({ notFound: true });
    expect(await route.getServerSideProps(ctx)).toEqual({ notFound: true });
  });
});
