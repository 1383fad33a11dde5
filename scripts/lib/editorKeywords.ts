/**
 * Annotation keywords that only editors read (VS Code's JSON language service): per-value
 * descriptions of an `enum` shown in completion. They never change what a schema accepts;
 * ajv is told they exist (strict mode) and the generated validators leave them out.
 */
export const EDITOR_KEYWORDS = ['markdownEnumDescriptions', 'enumDescriptions'] as const;

/**
 * Annotation keywords that only the studio reads, likewise left out of what a schema accepts:
 * `x-studio-picker` makes its form pick a prop's value from a list instead of a typed id —
 * `plan`, a plan of the product's catalogue; `step`, a step of the flow (docs/studio.md).
 */
export const STUDIO_KEYWORDS = ['x-studio-picker'] as const;

/** What `x-studio-picker` may say. */
export const STUDIO_PICKERS = ['plan', 'step'] as const;
