import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface AccountFieldProps {
  placeholder: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** The account a visitor signs in or resets a password with: an e-mail address or a phone number. */
export function AccountField({ placeholder, error, registration }: AccountFieldProps) {
  return (
    <TextInput
      label="E-mail or phone number"
      placeholder={placeholder}
      autoComplete="username"
      autoFocus
      required
      error={error}
      {...registration}
    />
  );
}
