import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A catalogue text with `{name}` placeholders filled with elements (a styled phone number in
 * 'Enviámos um código … para {phone}.'), for texts whose values are marked up; plain values
 * use `fillCopy`. Throws a coded error when the text names a value that is not given.
 */
export function CopyText({
  text,
  values,
}: {
  text: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (!(part in values)) {
          throw new Error(
            `COPY_VALUE_MISSING: '${text}' needs {${part}}; given: ${Object.keys(values).join(', ')}`,
          );
        }
        return <Fragment key={index}>{values[part]}</Fragment>;
      })}
    </>
  );
}
