import { styled } from '@/ui/stitches.config';

const Svg = styled('svg', {
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

/**
 * Draws a flag as a small inline SVG (24×16 by default). Decorative: whatever shows it must
 * also name the country in words. An SVG rather than an emoji, because many systems have no
 * flag glyphs and would show empty boxes.
 */
export function FlagIcon({ design, width = 24 }: { design: FlagDesign; width?: number }) {
  const count = design.bands.length;
  const horizontal = design.direction === 'horizontal';
  return (
    <Svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
    >
      {design.bands.map((color, index) =>
        horizontal ? (
          <rect
            key={index}
            x={0}
            y={(20 * index) / count}
            width={30}
            height={20 / count + 0.01}
            fill={color}
          />
        ) : (
          <rect
            key={index}
            x={(30 * index) / count}
            y={0}
            width={30 / count + 0.01}
            height={20}
            fill={color}
          />
        ),
      )}
      {(design.shapes ?? []).map((shape, index) =>
        shape.kind === 'rect' ? (
          <rect
            key={`s${index}`}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            fill={shape.color}
          />
        ) : shape.kind === 'circle' ? (
          <circle key={`s${index}`} cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.color} />
        ) : (
          <polygon key={`s${index}`} points={shape.points} fill={shape.color} />
        ),
      )}
    </Svg>
  );
}
