import { TextInput } from '@mantine/core';
import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { t } from '../../../lib/i18n';

/** The example address in e-mail placeholders: an address, written the same in every language. */
export const EXAMPLE_EMAIL = 'you@example.com';

interface AccountFieldProps {
  placeholder: string;
  error?: string;
  name: string;
  /** Unset leaves the input uncontrolled (a react-hook-form registration). */
  value?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/** The account a visitor signs in or resets a password with: an e-mail address or a phone number. */
export function AccountField({ placeholder, error, ...input }: AccountFieldProps) {
  return (
    <TextInput
      label={t('E-mail or phone number')}
      placeholder={placeholder}
      autoComplete="username"
      autoFocus
      required
      error={error}
      {...input}
    />
  );
}
