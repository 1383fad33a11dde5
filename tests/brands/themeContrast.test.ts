import type { Theme } from '@/schemas/generated/types';
import { loadBrandFolders } from './brandFiles';
import { contrastRatio } from '@/ui/contrastRatio';

type Colours = Theme['colors'];

// The colour pairs text and focus rings are drawn with (roles in schemas/theme.schema.json,
// ui/createBrandTheme.ts): WCAG AA 4.5:1 for text, 3:1 for focus rings. Muted text and focus
// rings are checked in both tokens the UI has used for them (neutral.medium / neutral.pure,
// primary.medium / primary.pure), so a theme stays legible whichever the components pick.
const PAIRS: Array<{
  what: string;
  foreground: (c: Colours) => string;
  background: (c: Colours) => string;
  minimum: number;
}> = [
  {
    what: 'body text (neutral.high on neutral.low)',
    foreground: (c) => c.neutral.high,
    background: (c) => c.neutral.low,
    minimum: 4.5,
  },
  {
    what: 'button text (primary.low on primary.pure)',
    foreground: (c) => c.primary.low,
    background: (c) => c.primary.pure,
    minimum: 4.5,
  },
  {
    what: 'error text (feedback.error.pure on neutral.low)',
    foreground: (c) => c.feedback.error.pure,
    background: (c) => c.neutral.low,
    minimum: 4.5,
  },
  {
    what: 'muted text (neutral.medium on neutral.low)',
    foreground: (c) => c.neutral.medium,
    background: (c) => c.neutral.low,
    minimum: 4.5,
  },
  {
    what: 'muted text and form borders (neutral.pure on neutral.low)',
    foreground: (c) => c.neutral.pure,
    background: (c) => c.neutral.low,
    minimum: 4.5,
  },
  {
    what: 'focus ring (primary.pure on neutral.low)',
    foreground: (c) => c.primary.pure,
    background: (c) => c.neutral.low,
    minimum: 3,
  },
  {
    what: 'focus ring (primary.medium on neutral.low)',
    foreground: (c) => c.primary.medium,
    background: (c) => c.neutral.low,
    minimum: 3,
  },
];

const themeFiles = loadBrandFolders().flatMap((folder) =>
  Object.entries(folder.themes).map(([mode, theme]) => ({
    file: `brands/${folder.id}/themes/${mode}.json`,
    theme,
  })),
);

describe('brand theme contrast', () => {
  it('should find the theme files of the brands', () => {
    expect(themeFiles.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(themeFiles)('$file', ({ theme }) => {
    it.each(PAIRS)(
      'should give $what at least $minimum:1',
      ({ foreground, background, minimum }) => {
        expect(
          contrastRatio(foreground(theme.colors), background(theme.colors)),
        ).toBeGreaterThanOrEqual(minimum);
      },
    );
  });
});
