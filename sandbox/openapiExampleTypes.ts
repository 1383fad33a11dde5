// The shapes of the OpenAPI document's examples, apart from the examples themselves so each
// resource's examples (openapiLivelo.ts) can be typed without importing the whole list.

/** A request the document's examples describe (path parameters, query, headers, body). */
export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** An error answer the document shows, with the request that produces it. */
export interface ErrorExampleSpec {
  status: number;
  name: string;
  summary: string;
  /** Overrides of the success request (params, query, headers merged; body replaced). */
  request: ExampleRequest;
}

/** The examples of one operation (the operation itself is declared in schemas/api). */
export interface OperationExamples {
  /**
   * Values of path, query and header parameters for the success examples: one value for all,
   * or one per request example (by name), e.g. one Idempotency-Key per example.
   */
  parameters?: Record<string, string | Record<string, string>>;
  /** Named request bodies; the first is the main example. */
  requestExamples?: Array<{ name: string; summary: string; body: unknown }>;
  errors?: ErrorExampleSpec[];
}
