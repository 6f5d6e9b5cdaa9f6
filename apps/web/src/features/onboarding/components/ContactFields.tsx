import { SimpleGrid, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { GenderSelect } from '../../../components/GenderSelect';
import { PhoneField } from '../../../components/PhoneField';
import { t } from '../../../lib/i18n';
import type { Availability, ContactAvailability } from '../hooks/useContactAvailability';
import { BusyIndicator } from '../../../components/BusyIndicator';

/** The fields every onboarded person has (docs/api-contract.md#entities-and-field-names Doctor / Patient / Facility contact creation). */
export interface ContactValues {
  name: { first_name: string; last_name: string; middle_name?: string };
  email: string;
  phone: string;
  gender?: 'm' | 'f' | 'o';
}

function availabilitySection(status: Availability) {
  if (status === 'checking') return <BusyIndicator size={16} label={t('Checking')} />;
  if (status === 'available')
    return <IconCircleCheck size={18} color="var(--mantine-color-care-6)" aria-label={t('Available')} />;
  return null;
}

/** Names, e-mail and phone (each checked for an existing account as typed) and gender. */
export function ContactFields({ availability }: { availability: ContactAvailability }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ContactValues>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('First name')}
          autoComplete="off"
          required
          error={errors.name?.first_name?.message}
          {...register('name.first_name')}
        />
        <TextInput
          label={t('Middle name')}
          autoComplete="off"
          error={errors.name?.middle_name?.message}
          {...register('name.middle_name')}
        />
        <TextInput
          label={t('Last name')}
          autoComplete="off"
          required
          error={errors.name?.last_name?.message}
          {...register('name.last_name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('E-mail')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message ?? availability.emailMessage}
          rightSection={availabilitySection(availability.email)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={t('Phone number')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message ?? availability.phoneMessage}
              rightSection={availabilitySection(availability.phone)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <GenderSelect
            clearable
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            error={errors.gender?.message}
          />
        )}
      />
    </>
  );
}
