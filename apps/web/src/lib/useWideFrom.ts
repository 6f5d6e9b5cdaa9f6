import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least as wide as a theme breakpoint, known at the first render. A part
 * shown only from a breakpoint up (Mantine's `visibleFrom`) is then not rendered, nor its data fetched,
 * on a narrower screen where CSS would hide it: on a phone that is render work and requests the
 * visitor never sees.
 */
export function useWideFrom(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });
}
