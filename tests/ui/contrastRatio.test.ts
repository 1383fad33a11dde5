import { ColourFormatError, contrastRatio, relativeLuminance } from '@/ui/contrastRatio';

describe('contrastRatio', () => {
  it('should give 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
  });

  it('should give 1 for a colour on itself', () => {
    expect(contrastRatio('#0b6e80', '#0b6e80')).toBe(1);
  });

  it('should match the WCAG reference values for mid greys', () => {
    // #777777 on white is the classic "just below AA" grey; #767676 is the lightest that passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('should use the linear segment for very dark channels', () => {
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10);
  });

  it('should refuse a colour that is not #rrggbb, naming it', () => {
    expect(() => relativeLuminance('#fff')).toThrow(ColourFormatError);
    expect(() => relativeLuminance('teal')).toThrow(
      "COLOUR_FORMAT: 'teal' is not a #rrggbb colour",
    );
  });
});
