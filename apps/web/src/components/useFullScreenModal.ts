import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Dialogs with forms fill the screen under the sm breakpoint, where a centred box leaves no room to type. */
export function useFullScreenModal(): boolean {
  const theme = useMantineTheme();
  // Just short of the breakpoint, the way Mantine's own hiddenFrom/visibleFrom classes end.
  const below = em(getBreakpointValue('sm', theme.breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`);
}
