/** The module grid of a QR code: `size`×`size`, a truthy `data[row * size + col]` is dark. */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/**
 * The SVG path of a QR code's dark modules, one unit per module, offset by a quiet zone of
 * `margin` modules (the QR standard asks for 4), plus the side of the square that holds it.
 * Runs of dark modules in a row become one rectangle, which keeps the path short.
 */
export function qrCodePath(modules: QrModules, margin = 4): { path: string; side: number } {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col += 1;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(''), side: modules.size + margin * 2 };
}
