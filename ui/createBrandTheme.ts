import { createTheme } from '@/ui/stitches.config';
import type { ThemeTokens } from '@/ui/themeTokens';

type ColorGroup = { pure: string; high: string; medium: string; low: string };

const cache = new Map<string, ReturnType<typeof createTheme>>();

function group(prefix: string, colors: ColorGroup): Record<string, string> {
  return {
    [`${prefix}Pure`]: colors.pure,
    [`${prefix}High`]: colors.high,
    [`${prefix}Medium`]: colors.medium,
    [`${prefix}Low`]: colors.low,
  };
}

/**
 * How the buyer UI uses the colour tokens, and so what each theme must keep legible
 * (tests/brands/themeContrast.test.ts checks it over every theme file):
 * - body text `neutral.high` on the page `neutral.low` (≥ 4.5:1);
 * - muted text and form-control borders `neutral.pure` on `neutral.low` (≥ 4.5:1);
 * - decorative borders and dividers `neutral.medium` (no contrast requirement);
 * - buttons `primary.pure` with their text `primary.low` (≥ 4.5:1); focus rings `primary.pure`
 *   against `neutral.low` (≥ 3:1);
 * - error text `feedback.error.pure` on `neutral.low` (≥ 4.5:1).
 *
 * Turns a brand theme file (spec §3 "Theme tokens") into a Stitches theme whose class name
 * scopes the brand's tokens. Cached by design-system id, so each theme's CSS is created once
 * per process and is part of the server-rendered CSS (no flash of the default theme).
 */
export function createBrandTheme(id: string, tokens: ThemeTokens): ReturnType<typeof createTheme> {
  const cached = cache.get(id);
  if (cached) return cached;
  const { colors } = tokens;
  const theme = createTheme(`theme-${id.replace(/[^a-zA-Z0-9-]/g, '-')}`, {
    colors: {
      ...group('primary', colors.primary),
      ...group('secondary', colors.secondary),
      ...group('neutral', colors.neutral),
      ...group('success', colors.feedback.success),
      ...group('error', colors.feedback.error),
      ...group('alert', colors.feedback.alert),
      surface: colors.neutral.low,
    },
    fonts: { body: tokens.fontFamily },
    // The theme files use the design system's token names; the Stitches scales use short
    // names. This is the one place that maps one onto the other.
    space: {
      1: tokens.spacing.quarck,
      2: tokens.spacing.nano,
      4: tokens.spacing.xxxs,
      5: tokens.spacing.xxs,
      6: tokens.spacing.xs,
      7: tokens.spacing.sm,
      8: tokens.spacing.md,
      9: tokens.spacing.xl,
    },
    radii: {
      none: tokens.radii.none,
      xs: tokens.radii.sm,
      sm: tokens.radii.md,
      md: tokens.radii.lg,
      lg: tokens.radii.xl,
      pill: tokens.radii.pill,
    },
    fontSizes: {
      xs: tokens.fontSizes.xxxs,
      sm: tokens.fontSizes.xxs,
      md: tokens.fontSizes.xs,
      lg: tokens.fontSizes.sm,
      xl: tokens.fontSizes.md,
      xxl: tokens.fontSizes.lg,
    },
    fontWeights: {
      light: String(tokens.fontWeights.light),
      regular: String(tokens.fontWeights.regular),
      semibold: String(tokens.fontWeights.semibold),
      bold: String(tokens.fontWeights.bold),
    },
    shadows: { level1: tokens.shadows.level1, level2: tokens.shadows.level2 },
  });
  cache.set(id, theme);
  return theme;
}
