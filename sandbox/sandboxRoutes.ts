import { accountHandlers } from '@/sandbox/handlers/accountHandlers';
import { contractHandlers } from '@/sandbox/handlers/contractHandlers';
import { franchiseHandlers } from '@/sandbox/handlers/franchiseHandlers';
import { liveloHandlers } from '@/sandbox/handlers/liveloHandlers';
import { leadHandlers } from '@/sandbox/handlers/leadHandlers';
import { paymentHandlers } from '@/sandbox/handlers/paymentHandlers';
import { productHandlers } from '@/sandbox/handlers/productHandlers';
import { sandboxHandlers } from '@/sandbox/handlers/sandboxHandlers';
import { sandboxRecordHandlers } from '@/sandbox/handlers/sandboxRecordHandlers';
import { sellerHandlers } from '@/sandbox/handlers/sellerHandlers';
import { subscriptionHandlers } from '@/sandbox/handlers/subscriptionHandlers';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Every route of the sandbox: the calls of spec §7 under /api/v1 and /api/v2, and /api/sandbox tools. */
export const sandboxRoutes: readonly Route<SandboxContext>[] = [
  ...productHandlers,
  ...sellerHandlers,
  ...franchiseHandlers,
  ...contractHandlers,
  ...leadHandlers,
  ...paymentHandlers,
  ...subscriptionHandlers,
  ...liveloHandlers,
  ...accountHandlers,
  ...sandboxHandlers,
  ...sandboxRecordHandlers,
];
