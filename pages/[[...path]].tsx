import type { GetServerSideProps } from 'next';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import { CheckoutPage } from '@/renderer/CheckoutPage';
import { fromPageData, toPageData } from '@/renderer/pageData';
import type { CheckoutPageData } from '@/renderer/pageData';

/**
 * Every checkout route: the renderer resolves product, flow and step from the request. The
 * props travel without the copies of the flow (`renderer/pageData.ts`) and the page gets them
 * all back before it renders, on the server and in the browser alike.
 */
export const getServerSideProps: GetServerSideProps<CheckoutPageData> = async (ctx) => {
  const result = await buildCheckoutPage(ctx);
  return 'props' in result ? { ...result, props: toPageData(await result.props) } : result;
};

export default function CheckoutRoute(data: CheckoutPageData) {
  return <CheckoutPage {...fromPageData(data)} />;
}
