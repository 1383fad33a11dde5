import { styled } from '@/ui/stitches.config';

const Img = styled('img', {
  display: 'block',
  flex: '0 0 auto',
  borderRadius: '2px',
  outline: '1px solid $neutralMedium',
  outlineOffset: '-0.5px',
});

/** A shape drawn over a flag's bands, in the flag's 30×20 box. */
export type FlagShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; color: string }
  | { kind: 'polygon'; points: string; color: string };

/**
 * A simplified national flag: equal bands (top to bottom, or left to right) and a few shapes
 * on top, in a 30×20 box. Flags are pictures, not theme colours, so their colours are literal.
 */
export interface FlagDesign {
  direction: 'horizontal' | 'vertical';
  bands: readonly string[];
  shapes?: readonly FlagShape[];
}

/** The SVG document of a flag: its bands, then its shapes, in a 30×20 box. */
export function flagSvg(design: FlagDesign): string {
  const count = design.bands.length;
  const horizontal = design.direction === 'horizontal';
  const bands = design.bands.map((color, index) =>
    horizontal
      ? `<rect x="0" y="${(20 * index) / count}" width="30" height="${20 / count + 0.01}" fill="${color}"/>`
      : `<rect x="${(30 * index) / count}" y="0" width="${30 / count + 0.01}" height="20" fill="${color}"/>`,
  );
  const shapes = (design.shapes ?? []).map((shape) =>
    shape.kind === 'rect'
      ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" fill="${shape.color}"/>`
      : shape.kind === 'circle'
        ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.color}"/>`
        : `<polygon points="${shape.points}" fill="${shape.color}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${bands.join('')}${shapes.join('')}</svg>`;
}

/** Data URLs of the flags drawn so far (a handful of countries, each encoded once). */
const flagUrls = new WeakMap<FlagDesign, string>();

function flagUrl(design: FlagDesign): string {
  let url = flagUrls.get(design);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(flagSvg(design))}`;
    flagUrls.set(design, url);
  }
  return url;
}

/**
 * Draws a flag (24×16 by default) as one image of its SVG, a data URL (the CSP's img-src allows
 * `data:`): no request, and one element in the server's HTML instead of an inline SVG of one
 * element per band and shape, each attribute of which React's streaming renderer encodes on its
 * own (issue 25). Decorative: whatever shows it must also name the country in words. An SVG
 * rather than an emoji, because many systems have no flag glyphs and would show empty boxes.
 */
export function FlagIcon({ design, width = 24 }: { design: FlagDesign; width?: number }) {
  return <Img src={flagUrl(design)} width={width} height={(width * 2) / 3} alt="" />;
}
