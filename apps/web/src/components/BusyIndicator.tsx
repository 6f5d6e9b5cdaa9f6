import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is happening. Mantine's Loader is a plain span, on which an aria-label is not
 * allowed, so a named spinner carries the status role too (lint refuses an aria-label on a bare Loader).
 */
export function BusyIndicator({ label, size }: { label: string; size?: LoaderProps['size'] }) {
  return <Loader role="status" aria-label={label} size={size} />;
}
