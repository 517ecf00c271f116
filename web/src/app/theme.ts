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
 * was 3.1:1), and Mantine's light-scheme dimmed grey (gray.6, 3.3:1 on white) gives way to gray.7.
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
    dark: colors.dark,
  };
};

export const theme = createTheme({
  primaryColor: 'chingu',
  primaryShade: { light: 8, dark: 8 },
  colors: { chingu },
  defaultRadius: 'md',
  // Noto Sans KR ships with the app (Latin and Hangul subsets, loaded per unicode-range), so
  // Korean never falls back to boxes on a machine without CJK fonts.
  fontFamily:
    '"Noto Sans KR Variable", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});
