import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'care',
  primaryShade: 7,
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
