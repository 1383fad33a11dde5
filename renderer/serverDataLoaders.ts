import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { loadProductPlansOnServer } from '@/checkout/payment/loadProductPlansOnServer';
import type { ServerData } from '@/checkout/serverData/ServerData';
import type { ServerDataName } from '@/checkout/templateContract';

/** A server data loader: fetches what one kind of template needs before its first paint. */
export type ServerDataLoader<K extends ServerDataName> = (
  page: CheckoutPageProps,
) => Promise<NonNullable<ServerData[K]>>;

/**
 * Every loader a `template.json` may name in `serverData` (the names are the enum of
 * `schemas/template.schema.json`). Server side only: the renderer calls them from
 * `getServerSideProps`, so none of this reaches the browser.
 */
export const serverDataLoaders: { readonly [K in ServerDataName]: ServerDataLoader<K> } = {
  productPlans: (page) => loadProductPlansOnServer(page),
};
