/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { phoneCountries } from '@/templates/lead/phoneCountries';
import { FlagIcon, flagSvg } from '@/ui/FlagIcon';

const flagOf = (iso: string) => phoneCountries.find((country) => country.iso === iso)!.flag;

describe('FlagIcon', () => {
  it("should draw a flag's bands, then its shapes, in a 30×20 box", () => {
    expect(flagSvg(flagOf('BR'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">' +
        '<rect x="0" y="0" width="30" height="20.01" fill="#009c3b"/>' +
        '<polygon points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#ffdf00"/>' +
        '<circle cx="15" cy="10" r="4.2" fill="#002776"/></svg>',
    );
    // Vertical bands side by side, each a little wider so no seam shows between them.
    const vertical = flagSvg({ direction: 'vertical', bands: ['#000', '#fff', '#f00'] });
    expect(vertical).toContain('<rect x="10" y="0" width="10.01" height="20" fill="#fff"/>');
  });

  it('should show the flag as one decorative image of its SVG, 24×16 by default', () => {
    const { container } = render(<FlagIcon design={flagOf('MZ')} />);
    const image = container.querySelector('img')!;
    expect(container.children).toHaveLength(1);
    expect(image.getAttribute('alt')).toBe('');
    expect([image.width, image.height]).toEqual([24, 16]);
    const src = image.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(flagSvg(flagOf('MZ')));
  });
});
