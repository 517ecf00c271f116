import { darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The first of the palette's shades from `from` on that reads at 4.5:1 against `background`, else shade 9 darkened until it does. */
function readable(palette: readonly string[], from: number, background: string): string {
  for (let shade = from; shade < palette.length; shade++) {
    if (contrast(palette[shade]!, background) >= 4.5) return palette[shade]!;
  }
  let color = palette[9]!;
  for (let k = 0; k < 10 && contrast(color, background) < 4.5; k++) color = darken(color, 0.1);
  return color;
}

/**
 * Mantine's palettes with WCAG AA text (4.5:1) in both schemes: white labels on filled buttons and
 * badges, coloured text on white and on the colour's own tint (light badges, alerts). Mantine's
 * defaults fail for most colours (red buttons 3.3:1, yellow badges 2.7:1), so every colour's
 * variables are derived here rather than fixed component by component.
 */
export function readableColorVariables(theme: MantineTheme) {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = readable(palette, 6, '#ffffff');
    light[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-text`] = readable(palette, 6, palette[0]!);
    light[`--mantine-color-${name}-light-color`] = readable(palette, 9, palette[1]!);
  }
  return { light, dark };
}
