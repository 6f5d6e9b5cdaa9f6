import { PinInput } from '@mantine/core';
import { OTP_LENGTH } from '@carenet/shared';
import type { ClipboardEvent } from 'react';
import { t } from '../lib/i18n';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is in (docs/validation-and-limits.md: the code is submitted automatically on the sixth). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
}

/** Six single-digit boxes for a verification code, filled by typing or by pasting the whole code. */
export function OtpInput({ value, onChange, onComplete, disabled, error, autoFocus }: OtpInputProps) {
  const accept = (next: string) => {
    onChange(next);
    // Submitting here rather than from an effect sends the code exactly once per completed entry.
    if (next.length === OTP_LENGTH && next !== value) onComplete(next);
  };

  // A pasted code may carry spaces or dashes ("123-456"); keep its digits.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text/plain').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (digits) accept(digits);
  };

  return (
    <PinInput
      length={OTP_LENGTH}
      type="number"
      inputMode="numeric"
      oneTimeCode
      size="lg"
      gap="xs"
      value={value}
      onChange={accept}
      disabled={disabled}
      error={error}
      autoFocus={autoFocus}
      ariaLabel={t('Verification code digit')}
      getInputProps={() => ({ onPaste: handlePaste })}
      styles={{ root: { flexWrap: 'nowrap' }, input: { minWidth: 0 } }}
    />
  );
}
