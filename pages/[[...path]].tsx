import type { GetServerSideProps } from 'next';
import { buildCheckoutPage } from '@/renderer/buildCheckoutPage';
import { CheckoutPage } from '@/renderer/CheckoutPage';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/** Every checkout route: the renderer resolves product, flow and step from the request. */
export const getServerSideProps: GetServerSideProps<CheckoutPageProps> = (ctx) =>
  buildCheckoutPage(ctx);

export default CheckoutPage;
