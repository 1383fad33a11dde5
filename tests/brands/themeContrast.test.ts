import { THEME_CONTRAST_PAIRS } from '@/scripts/lib/brandRules';
import { loadBrandFolders, validateErrors } from './brandFiles';

// The colour pairs text and focus rings are drawn with (roles in schemas/theme.schema.json,
// ui/createBrandTheme.ts): WCAG AA 4.5:1 for text, 3:1 for focus rings. Muted text and focus
// rings are checked in both tokens the UI has used for them (neutral.medium / neutral.pure,
// primary.medium / primary.pure), so a theme stays legible whichever the components pick.
// The rule lives in `npm run validate` (scripts/lib/brandRules.ts, `low-contrast`), where ops
// and the studio see it at the colour's line.

const themeFiles = loadBrandFolders().flatMap((folder) =>
  Object.keys(folder.themes).map((mode) => `brands/${folder.id}/themes/${mode}.json`),
);

describe('brand theme contrast', () => {
  it('should find the theme files of the brands', () => {
    expect(themeFiles.length).toBeGreaterThanOrEqual(2);
  });

  it('should check text at 4.5:1 and focus rings at 3:1', () => {
    expect(THEME_CONTRAST_PAIRS.map((pair) => pair.minimum)).toEqual([4.5, 4.5, 4.5, 4.5, 4.5, 3, 3]);
  });

  it('should give every pair of every theme its contrast (validate)', () => {
    expect(validateErrors('low-contrast')).toEqual([]);
  });
});
