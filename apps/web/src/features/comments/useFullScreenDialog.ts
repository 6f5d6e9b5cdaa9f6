import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Dialogs take the whole screen under the sm breakpoint, where a centred modal leaves no room to type. */
export function useFullScreenDialog(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(width < ${theme.breakpoints.sm})`);
}
