import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api';

/** docs/validation-and-limits.md: uniqueness checks wait 600 ms after the last keystroke. */
const UNIQUENESS_DEBOUNCE_MS = 600;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/**
 * Starts the sign-up when the form opens: the server answers availability checks only within a
 * sign-up this browser started (docs/outside-sign-in.md#accounts-cannot-be-enumerated). True once it has.
 */
export function useSignupSession(): boolean {
  const query = useQuery({
    queryKey: ['signup', 'session'],
    queryFn: async () => (await authApi.startSignup()).data,
    staleTime: Infinity,
    retry: false,
  });
  return query.isSuccess;
}

async function checkAccount(account: string, signal: AbortSignal) {
  try {
    return (await authApi.checkAccount(account, signal)).data;
  } catch (err) {
    // The sign-up ran out while the form stayed open: start another one, once.
    if (!(err instanceof ApiError) || err.statusCode !== 403) throw err;
    await authApi.startSignup();
    return (await authApi.checkAccount(account, signal)).data;
  }
}

/**
 * Whether an e-mail or phone number already belongs to an account. `account` is null while the
 * value is not yet well formed, so nothing is asked for half-typed input; nothing is asked either
 * until the sign-up has started (`signupStarted`).
 */
export function useAccountAvailability(account: string | null, signupStarted: boolean): Availability {
  const [debounced] = useDebouncedValue(account, UNIQUENESS_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['signup', 'checkAccount', debounced],
    queryFn: ({ signal }) => checkAccount(debounced ?? '', signal),
    enabled: signupStarted && Boolean(debounced) && debounced === account,
    staleTime: 60_000,
    retry: false,
  });
  if (!account || !signupStarted) return 'idle';
  if (account !== debounced || query.isFetching) return 'checking';
  if (query.isError) return 'error';
  if (query.data) return query.data.exists ? 'taken' : 'available';
  return 'idle';
}
