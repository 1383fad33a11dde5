import { qrCodePath } from '@/templates/pix/qrCodePath';

describe('qrCodePath', () => {
  it('should draw each run of dark modules as one rectangle inside the quiet zone', () => {
    // 3×3: row 0 "110", row 1 "010", row 2 "111"
    const modules = { size: 3, data: [1, 1, 0, 0, 1, 0, 1, 1, 1] };
    expect(qrCodePath(modules)).toEqual({
      path: 'M4 4h2v1h-2zM5 5h1v1h-1zM4 6h3v1h-3z',
      side: 11,
    });
    expect(qrCodePath(modules, 0).side).toBe(3);
  });

  it('should draw nothing for a blank grid', () => {
    expect(qrCodePath({ size: 2, data: [0, 0, 0, 0] }).path).toBe('');
  });
});
