/**
 * WCAG 2.x contrast between two `#rrggbb` colours, for theme accessibility checks (tests,
 * the new-brand scaffold).
 * https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio and #dfn-relative-luminance.
 */

/** A colour that is not `#rrggbb`: the test names the colour instead of computing nonsense. */
export class ColourFormatError extends Error {
  readonly code = 'COLOUR_FORMAT';
  constructor(readonly colour: string) {
    super(`COLOUR_FORMAT: '${colour}' is not a #rrggbb colour`);
  }
}

function channel(hex: string): number {
  const srgb = Number.parseInt(hex, 16) / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** The WCAG relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (match === null) throw new ColourFormatError(colour);
  const [, red = '', green = '', blue = ''] = match;
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** The WCAG contrast ratio of two colours, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
