import { loadBrandRegistry } from '@/renderer/brandRegistry';
import { BRANDS_DIR, loadBrands } from '@/tests/brands/brandFiles';

describe('loadBrandRegistry', () => {
  it("should keep every brand's and theme's content but not the editor's $schema pointer", () => {
    const registry = loadBrandRegistry(BRANDS_DIR);
    const folders = loadBrands();
    let pointers = 0;
    for (const { id, brand, themes } of folders) {
      if (!brand) continue;
      const { $schema: brandPointer, ...brandContent } = brand;
      pointers += brandPointer === undefined ? 0 : 1;
      expect(registry.brands.get(brand.id)).toEqual(brandContent);
      for (const [mode, theme] of Object.entries(themes)) {
        const { $schema: themePointer, ...themeContent } = theme;
        pointers += themePointer === undefined ? 0 : 1;
        expect(registry.themes.get(`${id}$${mode}`)).toEqual(themeContent);
      }
    }
    // The files do carry it (the test would prove nothing otherwise).
    expect(pointers).toBeGreaterThan(folders.length);
  });
});
