/**
 * Annotation keywords that only editors read (VS Code's JSON language service): per-value
 * descriptions of an `enum` shown in completion. They never change what a schema accepts;
 * ajv is told they exist (strict mode) and the generated validators leave them out.
 */
export const EDITOR_KEYWORDS = ['markdownEnumDescriptions', 'enumDescriptions'] as const;
