import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableColorVariables } from './theme-contrast';

// A warm coral-orange primary (PRODUCT §6).
const chingu: MantineColorsTuple = [
  '#fff1e8',
  '#ffe1d1',
  '#fcc1a2',
  '#f99f6f',
  '#f68244',
  '#f56f28',
  '#f5651a',
  '#da540e',
  '#c34a09',
  '#aa3d02',
];

/**
 * WCAG AA (4.5:1) in both schemes: filled, text and light-variant colours from
 * `readableColorVariables` (white on the primary's filled buttons needs shade 8: 4.9:1; shade 6
 * was 3.1:1), and Mantine's dimmed greys (gray.6: 3.3:1 on white; dark.2: 3.5:1 on a dark card) get darker
 * (lighter) ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const colors = readableColorVariables(theme);
  return {
    variables: {},
    light: {
      ...colors.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    },
    dark: {
      ...colors.dark,
      // dark.2 (#828282) is 3.5:1 on a dark card; this grey stays below the text colour (dark.0).
      '--mantine-color-dimmed': '#a6a6a6',
    },
  };
};

// Noto Sans KR ships with the app (Latin and Hangul subsets, loaded per unicode-range), so
// Korean never falls back to boxes on a machine without CJK fonts.
const FONT_FAMILY =
  '"Noto Sans KR Variable", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'chingu',
  primaryShade: { light: 8, dark: 8 },
  colors: { chingu },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  // Headings too: Mantine's own default for them is the system font stack, so every title but the
  // landing's (whose classes set the font) changed typeface after the first page.
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});
