// The request and response types of the checkout API (spec §7). They are generated from the
// contract in schemas/api (run `npm run generate`): the sandbox checks requests against the same
// schemas and serves them as its OpenAPI document (/api/openapi.json). This file only re-exports
// them, under the names the checkout has always used.
export type * from '@/schemas/generated/apiTypes';
export type {
  CardBrandValue as CardBrand,
  Country,
  Installment,
  OperationType,
  PaymentMethod,
  PlanType,
  Price as PlanPrice,
} from '@/schemas/generated/types';
export type {
  CardInput as VerifyCardRequest,
  ErrorBody as ApiErrorBody,
} from '@/schemas/generated/apiTypes';

import type { LiveloOption, LiveloSendCodeRequest } from '@/schemas/generated/apiTypes';

/** How a plan is paid with Livelo: all points, points plus cash, or all cash. */
export type LiveloPaymentType = LiveloOption['type'];

/** Where the Livelo one-time code is sent. */
export type LiveloDevice = LiveloSendCodeRequest['device'];
