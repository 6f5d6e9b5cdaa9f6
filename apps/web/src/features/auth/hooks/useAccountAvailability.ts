import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api';

/** docs/validation-and-limits.md: uniqueness checks wait 600 ms after the last keystroke. */
const UNIQUENESS_DEBOUNCE_MS = 600;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/**
 * Whether an e-mail or phone number already belongs to an account. `account` is null while the
 * value is not yet well formed, so nothing is asked for half-typed input.
 */
export function useAccountAvailability(account: string | null): Availability {
  const [debounced] = useDebouncedValue(account, UNIQUENESS_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['checkAccount', debounced],
    queryFn: ({ signal }) => authApi.checkAccount(debounced ?? '', signal).then((result) => result.data),
    enabled: Boolean(debounced) && debounced === account,
    staleTime: 60_000,
    retry: false,
  });
  if (!account) return 'idle';
  if (account !== debounced || query.isFetching) return 'checking';
  if (query.isError) return 'error';
  if (query.data) return query.data.exists ? 'taken' : 'available';
  return 'idle';
}
