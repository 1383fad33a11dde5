/**
 * Stable codes of configuration errors. Schema errors use the `missing-property`,
 * `unknown-property`, `invalid-value` and `unknown-template` codes; the others come from the
 * rules JSON Schema cannot say (see crossFileRules.ts and flowRules.ts).
 */
export type ConfigErrorCode =
  | 'json-syntax'
  | 'duplicate-key'
  | 'missing-schema-declaration'
  | 'wrong-schema-declaration'
  | 'unknown-file'
  | 'missing-property'
  | 'unknown-property'
  | 'invalid-value'
  | 'unknown-template'
  | 'unknown-next-step'
  | 'unreachable-step'
  | 'step-cycle'
  | 'duplicate-step-id'
  | 'duplicate-flow-id'
  | 'duplicate-route'
  | 'unknown-theme'
  | 'missing-asset'
  | 'missing-product-config'
  | 'missing-catalogue-entry'
  | 'unlisted-product'
  | 'id-mismatch'
  | 'duplicate-host'
  | 'duplicate-default-brand'
  | 'duplicate-product-code'
  | 'duplicate-plan-id'
  | 'unknown-plan-id'
  | 'price-mismatch'
  | 'step-out-of-range'
  | 'journey-need-unmet'
  | 'journey-dead-end'
  | 'journey-too-many-paths'
  | 'unknown-outcome'
  | 'unused-next-step'
  | 'ambiguous-link-entry'
  | 'upsell-before-payment'
  | 'payment-method-not-in-market'
  | 'host-mismatch'
  | 'duplicate-slug'
  | 'duplicate-display-name'
  | 'missing-theme'
  | 'foreign-theme'
  | 'low-contrast'
  | 'mozambique-rule'
  | 'installment-mismatch'
  | 'shared-primary-colour'
  | 'currency-mismatch';

/** A problem found in one document, located by JSON pointer (before it is given a file position). */
export interface ConfigIssue {
  code: ConfigErrorCode;
  /** JSON pointer of the offending value; `''` is the whole document. */
  pointer: string;
  /** Point at the value (default) or at its property name (an unknown or duplicate key). */
  target?: 'value' | 'key';
  /** One plain sentence, in Brazilian Portuguese, saying what is wrong and, when possible, how to fix it. */
  message: string;
}

/** A configuration error as `npm run validate` reports it: file, line, column, pointer, sentence. */
export interface ConfigError {
  code: ConfigErrorCode;
  /** Posix path of the file, relative to the root that was validated. */
  file: string;
  /** 1-based line of the offending value. */
  line: number;
  /** 1-based column of the offending value. */
  column: number;
  pointer: string;
  /**
   * The place in ops terms when it is inside a flow: `fluxo "default", passo "payment"
   * (props.plans[0].price)`.
   */
  where?: string;
  message: string;
}
