// The part of the `qrcode` package the Pix step uses: its encoder only (`create`), without
// the canvas, PNG and SVG-string renderers its browser entry also bundles (about 2 kB gzip
// the buyer would download for nothing; the step draws its own SVG, see qrCodePath.ts).
// @types/qrcode types the package's entry, not this file: its `create` is re-declared here.
declare module 'qrcode/lib/core/qrcode' {
  import type { QRCodeCreateOptions, QRCode } from 'qrcode';

  export function create(text: string, options?: QRCodeCreateOptions): QRCode;
}
