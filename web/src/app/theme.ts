import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'chingu',
  primaryShade: { light: 6, dark: 5 },
  colors: { chingu },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});
