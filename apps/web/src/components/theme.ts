import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const care: MantineColorsTuple = [
  '#e6f7f6',
  '#cdeceb',
  '#9ad8d5',
  '#63c3be',
  '#39b1ab',
  '#20a69f',
  '#0e9f98',
  '#008a84',
  '#007b75',
  '#006a64',
];

/**
 * Hues whose darkest shade is still too light to read on their own tint (green 9 is 4.0:1 on green's,
 * a 'Published' badge): their text is near-black.
 */
const PALE_HUES = new Set(['yellow', 'orange', 'lime', 'green']);

/**
 * Hues whose darkest shade is just under 4.5:1 on their own tint (red 9, #c92a2a, is 4.48:1), with that
 * shade 15 % darker. Written out: Mantine's darken() would add its colour parser to every first load.
 */
const DARKENED_HUES: Record<string, string> = { red: '#ab2424' };

/**
 * The 'light' variant (tinted background, coloured text: alerts, badges, light buttons) and the 'subtle'
 * one (coloured text, tinted on hover) write their text in the colour's darkest shade, or near-black for
 * pale hues, so it reads at 4.5:1 or more on the tint or a grey card; Mantine's default shade does not
 * for yellow, orange, teal or red.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return resolved;
  let text = `var(--mantine-color-${parsed.color}-9)`;
  if (PALE_HUES.has(parsed.color)) text = 'var(--mantine-color-dark-7)';
  else if (parsed.color in DARKENED_HUES) text = DARKENED_HUES[parsed.color];
  return { ...resolved, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'care',
  // White text on shade 8 is 5.1:1 (WCAG AA); on shade 7 it was 4.2:1.
  primaryShade: 8,
  colors: { care },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});

/**
 * Secondary ('dimmed') text at 4.5:1 or more on white: Mantine's default grey 6 is 3.3:1, below what
 * WCAG AA asks of body text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    // Mantine's default error red is below 4.5:1 on white; field errors must be readable (WCAG AA).
    '--mantine-color-error': current.colors.red[8],
    // Placeholders (a file picker's 'Choose…' is one) at 4.7:1 on white: Mantine's grey 5 is 2.1:1. Still
    // lighter than typed text (grey 7 is 8:1 and dark), so a hint does not pass for a value.
    '--mantine-color-placeholder': '#6c757d',
    // The active side-menu and contents entries (NavLink) write in the primary 'light' colour on its tint:
    // shade 8 there is 4.2:1, shade 9 passes 4.5:1.
    '--mantine-primary-color-light-color': current.colors.care[9],
    '--mantine-color-care-light-color': current.colors.care[9],
  },
  dark: {},
});
