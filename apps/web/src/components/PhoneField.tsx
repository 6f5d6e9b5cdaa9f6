import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH, type PhoneCountry } from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { t } from '../lib/i18n';

const DIAL_CODES: Record<PhoneCountry, string> = { IN: '+91', US: '+1' };
/** 'IN +91', 'US +1': codes, written the same in every language. */
const COUNTRY_OPTIONS = (['IN', 'US'] as const).map((code) => ({
  value: code,
  label: `${code} ${DIAL_CODES[code]}`,
}));

/** Splits a stored number ("+919876543210") into the country picker and the national digits. */
function splitPhone(value: string, fallback: PhoneCountry): { country: PhoneCountry; national: string } {
  const trimmed = value.trim();
  if (trimmed.startsWith(DIAL_CODES.IN)) return { country: 'IN', national: trimmed.slice(3) };
  if (trimmed.startsWith(DIAL_CODES.US)) return { country: 'US', national: trimmed.slice(2) };
  return { country: fallback, national: trimmed.replace(/\D/g, '') };
}

interface PhoneFieldProps {
  label: ReactNode;
  /** The number with its dial code ("+91…"), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  rightSection?: ReactNode;
}

/** A phone number limited to the countries docs/validation-and-limits.md#requests allows (India by default, or the US). */
export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  disabled,
  rightSection,
}: PhoneFieldProps) {
  const id = useId();
  // The picked country is remembered even while the number is still empty.
  const [pickedCountry, setPickedCountry] = useState<PhoneCountry>(
    () => splitPhone(value, DEFAULT_PHONE_COUNTRY).country,
  );
  const { country, national } = splitPhone(value, pickedCountry);
  const compose = (nextCountry: PhoneCountry, digits: string) =>
    digits ? `${DIAL_CODES[nextCountry]}${digits}` : '';

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Group gap={0} wrap="nowrap" mt={description ? 5 : 0} mb={error ? 5 : 0}>
        <NativeSelect
          aria-label={t('Country code')}
          data={COUNTRY_OPTIONS}
          value={country}
          disabled={disabled}
          error={Boolean(error)}
          w={104}
          onChange={(event) => {
            const next = event.currentTarget.value as PhoneCountry;
            setPickedCountry(next);
            onChange(compose(next, national));
          }}
          styles={{
            input: {
              borderTopRightRadius: 0,
              borderBottomRightRadius: 0,
              borderRightWidth: 0,
              background: 'var(--mantine-color-gray-0)',
            },
          }}
        />
        <TextInput
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country === 'IN' ? '98765 43210' : '201 555 0123'}
          value={national}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => onChange(compose(country, event.currentTarget.value.replace(/\D/g, '')))}
          onBlur={onBlur}
          error={Boolean(error)}
          disabled={disabled}
          required={required}
          rightSection={rightSection}
          aria-describedby={
            [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } }}
        />
      </Group>
    </Input.Wrapper>
  );
}
