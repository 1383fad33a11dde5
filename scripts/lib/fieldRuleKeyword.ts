import type Ajv2020 from 'ajv/dist/2020';
import { _ } from 'ajv/dist/compile/codegen';
import type { KeywordCxt } from 'ajv';
import type { KeywordErrorCxt } from 'ajv/dist/types';
import { fieldRules, isFieldRuleName } from '@/lib/validation/fieldRules';
import { ToolError } from './toolError';

/** How the API schemas name a field's rule: `"x-field-rule": "name"` (an OpenAPI extension). */
export const FIELD_RULE_EXTENSION = 'x-field-rule';

/** The ajv keyword `x-field-rule` becomes in the compiled validators. */
export const FIELD_RULE_KEYWORD = 'fieldRule';

/**
 * The import the generated validators need: the compiled `fieldRule` keyword calls the
 * checkout's own validator of the field (lib/validation/fieldRules.ts), so the API and the
 * form run one rule.
 */
export const FIELD_RULES_IMPORT = "import { fieldRules } from '@/lib/validation/fieldRules';";

/**
 * Adds the `fieldRule` keyword to an ajv: a string is valid when the named checkout rule gives
 * no message. In standalone code the call is written `fieldRules["name"](data)` against
 * `FIELD_RULES_IMPORT`; an unknown rule name fails the generation.
 */
export function addFieldRuleKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: FIELD_RULE_KEYWORD,
    type: 'string',
    schemaType: 'string',
    error: {
      message: 'must pass the field rule',
      params: ({ schema }: KeywordErrorCxt) => _`{rule: ${schema as string}}`,
    },
    code(cxt: KeywordCxt) {
      const name = cxt.schema as string;
      if (!isFieldRuleName(name)) {
        throw new ToolError(
          'unknown-field-rule',
          `${FIELD_RULE_EXTENSION} '${name}' names no rule of lib/validation/fieldRules.ts`,
        );
      }
      const rule = cxt.gen.scopeValue('func', {
        ref: fieldRules[name],
        code: _`fieldRules[${name}]`,
      });
      cxt.fail(_`${rule}(${cxt.data}) !== undefined`);
    },
  });
}
