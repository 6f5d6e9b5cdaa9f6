import { useDebouncedValue } from '@mantine/hooks';
import { useOrganizationNameAvailable } from '../api';

/** docs/validation-and-limits.md: uniqueness checks wait 600 ms after the last keystroke. */
export const NAME_CHECK_DEBOUNCE_MS = 600;

/**
 * Whether another facility already has this name, asked 600 ms after the last keystroke. Nothing is
 * said while the name is being typed, or when the check could not be made (the server decides on save).
 */
export function useNameTaken(orgName: string, excludeId: string | undefined): boolean {
  const name = orgName.trim();
  const [debounced] = useDebouncedValue(name, NAME_CHECK_DEBOUNCE_MS);
  const settled = debounced === name;
  const query = useOrganizationNameAvailable(settled ? debounced : '', excludeId);
  return settled && query.data?.available === false;
}
