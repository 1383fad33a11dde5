import { createStitches } from '@stitches/react';

/**
 * The design-system runtime: one Stitches instance for the whole app. Its default tokens are
 * the neutral fallback theme (spec §4: a default theme shows when no brand theme applies);
 * brand themes are turned into Stitches themes by `createBrandTheme`.
 *
 * Breakpoints are those of spec §9 (xxxs 0, xxs 375, xs 420, sm 576, md 768, lg 1024,
 * xl 1200, xxl 1400 px), as min-width media queries.
 */
export const { styled, css, globalCss, keyframes, getCssText, createTheme, theme, config } =
  createStitches({
    theme: {
      colors: {
        primaryPure: '#1f4fd1',
        primaryHigh: '#0f2f87',
        primaryMedium: '#4f78e8',
        primaryLow: '#ffffff',
        secondaryPure: '#ffb020',
        secondaryHigh: '#8a5a00',
        secondaryMedium: '#ffc95c',
        secondaryLow: '#fff4dc',
        neutralPure: '#5c6470',
        neutralHigh: '#1b1f24',
        neutralMedium: '#5c6470',
        neutralLow: '#ffffff',
        successPure: '#1e7f45',
        successHigh: '#11522b',
        successMedium: '#3fae6a',
        successLow: '#e3f5ea',
        errorPure: '#c62828',
        errorHigh: '#8e1414',
        errorMedium: '#e35d5d',
        errorLow: '#fdecec',
        alertPure: '#a15c00',
        alertHigh: '#6b3d00',
        alertMedium: '#e09a32',
        alertLow: '#fff3dc',
        surface: '#f4f6f9',
      },
      fonts: {
        body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      space: {
        1: '4px',
        2: '8px',
        3: '12px',
        4: '16px',
        5: '24px',
        6: '32px',
        7: '40px',
        8: '48px',
        9: '64px',
      },
      radii: { none: '0px', xs: '4px', sm: '8px', md: '16px', lg: '24px', pill: '500px' },
      fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
      fontWeights: { light: '300', regular: '400', semibold: '600', bold: '700' },
      shadows: {
        level1: '0 1px 3px rgba(0, 0, 0, 0.16)',
        level2: '0 4px 16px rgba(0, 0, 0, 0.16)',
      },
      sizes: { content: '505px', form: '485px', formMz: '465px' },
    },
    media: {
      xxs: '(min-width: 375px)',
      xs: '(min-width: 420px)',
      sm: '(min-width: 576px)',
      md: '(min-width: 768px)',
      lg: '(min-width: 1024px)',
      xl: '(min-width: 1200px)',
      xxl: '(min-width: 1400px)',
    },
  });

/** Global resets and base typography, applied once by `_app`. */
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': {
    margin: 0,
    padding: 0,
    fontFamily: '$body',
    color: '$neutralHigh',
    backgroundColor: '$neutralLow',
    lineHeight: 1.5,
    WebkitTextSizeAdjust: '100%',
  },
  'button, input, select, textarea': { font: 'inherit' },
  ':focus-visible': { outline: '3px solid $primaryPure', outlineOffset: '2px' },
  '.sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
