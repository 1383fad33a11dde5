/**
 * A catalogue text with its `{name}` placeholders filled ('Enviámos os detalhes da compra para
 * {email}.'); throws a coded error when the text names a value that is not given.
 */
export function fillCopy(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `COPY_VALUE_MISSING: '${text}' needs {${name}}; given: ${Object.keys(values).join(', ')}`,
      );
    }
    return value;
  });
}
