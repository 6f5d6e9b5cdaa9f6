import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './PasswordChecklist';

interface PasswordFieldsProps {
  /** "Password" on signup, "New password" where one is replaced. */
  label: string;
  confirmLabel: string;
  /** The typed password, which the checklist ticks off. */
  value: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

/** A new password with its live rule checklist, then the same password again. */
export function PasswordFields({
  label,
  confirmLabel,
  value,
  password,
  confirm,
  passwordError,
  confirmError,
}: PasswordFieldsProps) {
  return (
    <>
      <Stack gap={8}>
        <PasswordInput
          label={label}
          autoComplete="new-password"
          required
          error={passwordError}
          {...password}
        />
        <PasswordChecklist value={value} />
      </Stack>
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
