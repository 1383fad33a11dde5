/**
 * Whether a card number has one of the shapes of spec §5: 16 characters (4-4-4-4),
 * 15 (4-6-5) or 14 (4-6-4), counted with spaces removed. An empty value passes, like the
 * checksum; characters are not judged here (that is `luhnCheck`'s job), which matches the
 * `shapeOk` column of the shared test vectors.
 */
export function cardNumberShape(value: string): boolean {
  const compact = value.replace(/ /g, '');
  return (
    compact.length === 0 || compact.length === 14 || compact.length === 15 || compact.length === 16
  );
}
