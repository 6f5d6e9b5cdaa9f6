import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, emailSchema, normalisePhone } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { tm } from '../../../lib/i18n';
import { onboardingApi } from '../api';

/** docs/validation-and-limits.md: uniqueness checks wait 600 ms after the last keystroke. */
export const UNIQUENESS_DEBOUNCE_MS = 600;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/** Whether a well-formed e-mail or phone (null while half-typed) already belongs to an account. */
function useAvailability(account: string | null): Availability {
  const [debounced] = useDebouncedValue(account, UNIQUENESS_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['checkAccount', debounced],
    queryFn: ({ signal }) =>
      onboardingApi.checkAccount(debounced ?? '', signal).then((result) => result.data),
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

export interface ContactAvailability {
  email: Availability;
  phone: Availability;
  /** docs/validation-and-limits.md texts for a taken contact or a failed check, beside the field. */
  emailMessage?: string;
  phoneMessage?: string;
  /** A contact is linked to another account: the form must not be sent. */
  blocked: boolean;
}

const messageOf = (status: Availability, taken: string, failed: string) =>
  status === 'taken' ? tm(taken) : status === 'error' ? tm(failed) : undefined;

/** The 600 ms debounced availability of the e-mail and phone typed into an onboarding form. */
export function useContactAvailability(email: string, phone: string): ContactAvailability {
  const emailStatus = useAvailability(
    emailSchema.safeParse(email).success ? email.trim().toLowerCase() : null,
  );
  const phoneStatus = useAvailability(phone ? normalisePhone(phone) : null);
  return {
    email: emailStatus,
    phone: phoneStatus,
    emailMessage: messageOf(emailStatus, MESSAGES.emailTaken, MESSAGES.errorValidatingEmail),
    phoneMessage: messageOf(phoneStatus, MESSAGES.phoneTaken, MESSAGES.errorValidatingPhone),
    blocked: emailStatus === 'taken' || phoneStatus === 'taken',
  };
}
