/**
 * The answers the studio's preview gives instead of the API (issue 24 item 3): for each
 * operation of the API contract (schemas/generated/apiOpenApi.json), the examples of its
 * success response, read from the schema the response refers to. The contract is the one
 * source: a new example in schemas/api/ is a new answer of the preview.
 */
import openApi from '@/schemas/generated/apiOpenApi.json';
import type { StoredLivelo, StoredPurchase } from '@/checkout/sessionStore';
import type { ApiExample, PreviewSession } from '@/studio/studioTypes';

interface SchemaRef {
  $ref?: string;
  examples?: unknown[];
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: SchemaRef }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The examples of a response schema: its own, or those of the component it refers to. */
function examplesOf(
  schema: SchemaRef | undefined,
  components: Record<string, SchemaRef>,
): unknown[] {
  if (!schema) return [];
  if (schema.examples) return schema.examples;
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (components[name]?.examples ?? []) : [];
}

/** Every operation's success examples (2xx, JSON), by method and path template. */
export function apiExamples(): ApiExample[] {
  const components = openApi.components.schemas as Record<string, SchemaRef>;
  const paths = openApi.paths as Record<
    string,
    Partial<Record<(typeof METHODS)[number], Operation>>
  >;
  return Object.entries(paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method) => {
      const responses = operations[method]?.responses ?? {};
      const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
      const schema = success
        ? responses[success]?.content?.['application/json']?.schema
        : undefined;
      const examples = examplesOf(schema, components);
      return examples.length > 0 ? [{ method: method.toUpperCase(), path, examples }] : [];
    }),
  );
}

interface PaymentExample {
  paymentId: string;
  token: string;
  redirect: string;
  route: string | null;
  pix?: { brCode: string; expiresAt: string };
}

interface PaymentRequestExample {
  amount: number;
  productCode: string;
  planId: string;
}

interface PlanExample {
  id: string;
  name: string;
  currency: StoredPurchase['currency'];
}

/** The first example of a component of the contract. */
function firstExample<T>(components: Record<string, SchemaRef>, name: string): T | undefined {
  return components[name]?.examples?.[0] as T | undefined;
}

/**
 * What a buyer's Livelo steps carry from one to the next (`dataLivelo`) once the CPF was looked
 * up, the code sent and checked: the contract's example account, code and authorization, the
 * account's first option chosen.
 */
function liveloSession(components: Record<string, SchemaRef>): StoredLivelo {
  const request = firstExample<{ cpf: string }>(components, 'LiveloAccountRequest');
  const account = firstExample<StoredLivelo['account']>(components, 'LiveloAccount');
  const sent = firstExample<{ device: StoredLivelo['device']; sentTo: string }>(
    components,
    'LiveloCodeSent',
  );
  const authorized = firstExample<{ authorization: string }>(components, 'LiveloAuthorization');
  if (!request || !account?.options[0] || !sent || !authorized)
    throw new Error('the API contract lacks the Livelo examples the studio preview shows');
  return {
    cpf: request.cpf,
    mode: 'livelo',
    account,
    type: account.options[0].type,
    device: sent.device,
    sentTo: sent.sentTo,
    authorization: authorized.authorization,
  };
}

/**
 * What the preview's session holds so the Pix and success steps show their content (a buyer
 * reaches them after paying): the example Pix payment and the example card purchase of the
 * contract, for the example plan and amount; and the Livelo steps theirs (`liveloSession`).
 * The Pix code's expiry is set when the preview writes it (the example's date is in the past).
 */
export function previewSession(): PreviewSession {
  const components = openApi.components.schemas as Record<string, SchemaRef>;
  const [request] = (components.PaymentRequest?.examples ?? []) as PaymentRequestExample[];
  const responses = (components.PaymentResponse?.examples ?? []) as PaymentExample[];
  const plan = ((components.Plan?.examples ?? []) as PlanExample[]).find(
    (p) => p.id === request?.planId,
  );
  const pix = responses.find((r) => r.route === 'pix' && r.pix);
  const card = responses.find((r) => r.route === null);
  if (!request || !plan || !pix?.pix || !card)
    throw new Error('the API contract lacks the payment examples the studio preview shows');
  return {
    pix: {
      paymentId: pix.paymentId,
      brCode: pix.pix.brCode,
      amount: request.amount,
      token: pix.token,
    },
    purchase: {
      reference: card.paymentId,
      productCode: request.productCode,
      planId: plan.id,
      planName: plan.name,
      amount: request.amount,
      currency: plan.currency,
      method: 'credit-card',
      paid: true,
      installments: 1,
      redirect: card.redirect,
    },
    livelo: liveloSession(components),
  };
}
