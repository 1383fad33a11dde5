/**
 * Runs the server data loaders a step's template declares (`template.json` `serverData`,
 * through the generated registry) before the page renders, so its first HTML is complete. A
 * loader that fails or takes longer than {@link SERVER_DATA_TIMEOUT_MS} is logged as a warning
 * and left out: the page still renders, and the template fetches in the browser as before.
 */
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { logger } from '@/platform/logger';
import type { ServerData } from '@/checkout/serverData/ServerData';
import { serverDataLoaders } from '@/renderer/serverDataLoaders';
import type { ServerDataName } from '@/checkout/templateContract';

/** How long the page waits for one loader before rendering without its data. */
export const SERVER_DATA_TIMEOUT_MS = 2500;

function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`SERVER_DATA_TIMEOUT: '${name}' took over ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The server data of a page (see the module comment); empty when the template needs none. */
export async function loadServerData(
  names: readonly ServerDataName[],
  page: CheckoutPageProps,
  loaders: typeof serverDataLoaders = serverDataLoaders,
  timeoutMs: number = SERVER_DATA_TIMEOUT_MS,
): Promise<ServerData> {
  const data: ServerData = {};
  await Promise.all(
    names.map(async (name) => {
      try {
        data[name] = await withTimeout(loaders[name](page), timeoutMs, name);
      } catch (error) {
        logger.warning(
          `SERVER_DATA_FAILED: '${name}' could not be loaded; the browser fetches it`,
          { error, context: { stepId: page.step.id, productCode: page.productCode } },
        );
      }
    }),
  );
  return data;
}
