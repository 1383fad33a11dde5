import { useEffect, useState } from 'react';
import { logger } from '@/platform/logger';
import { qrCodePath } from '@/templates/pix/qrCodePath';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Frame = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  maxWidth: '240px',
  aspectRatio: '1 / 1',
  margin: '0 auto $4',
  '& svg': { width: '100%', height: '100%' },
});

/**
 * The QR code of a Pix BR Code, drawn as an inline SVG with a text alternative. The `qrcode`
 * package's encoder is loaded on demand, so only the Pix step ships it (and none of the
 * package's own renderers: see qrcodeCore.d.ts).
 */
export function PixQrCode({ brCode, label }: { brCode: string; label: string }) {
  const [drawing, setDrawing] = useState<{ brCode: string; path: string; side: number } | null>(
    null,
  );

  useEffect(() => {
    let cancelled = false;
    import('qrcode/lib/core/qrcode')
      .then((qrcode) => {
        const { modules } = qrcode.create(brCode, { errorCorrectionLevel: 'M' });
        if (!cancelled) setDrawing({ brCode, ...qrCodePath(modules) });
      })
      .catch((error: unknown) => {
        logger.error('PIX_QR_CODE_FAILED: the Pix QR code could not be drawn', { error });
      });
    return () => {
      cancelled = true;
    };
  }, [brCode]);

  return (
    <Frame>
      {drawing && drawing.brCode === brCode ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${drawing.side} ${drawing.side}`}
          shapeRendering="crispEdges"
        >
          {/* Black on white whatever the theme: banking apps read dark modules on a light ground. */}
          <rect width={drawing.side} height={drawing.side} fill="#ffffff" />
          <path d={drawing.path} fill="#000000" />
        </svg>
      ) : (
        <Spinner label="Gerando o QR Code" />
      )}
    </Frame>
  );
}
