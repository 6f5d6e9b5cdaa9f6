import { zodResolver } from '../../../lib/zodResolver';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  APPLICATION_MESSAGES,
  profileApplicationSchema,
  type ProfileApplicationInput,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PhoneField } from '../../../components/PhoneField';
import { applyServerErrors } from '../../../components/forms';
import { useSession } from '../../../lib/session';
import { useApply } from '../api';
import { profileApplicationDefaults } from '../prefill';
import { ApplicantFields } from './ApplicantFields';
import { FormActions } from './FormActions';
import { ResumeField } from './ResumeField';
import { GenderSelect } from '../../../components/GenderSelect';
import { t, tm } from '../../../lib/i18n';

/** docs/validation-and-limits.md#addresses Address picker: India or United States. */
const COUNTRIES = ['India', 'United States'];

const FIELDS: FieldPath<ProfileApplicationInput>[] = [
  'participantName.first_name',
  'participantName.last_name',
  'participantEmailAddress',
  'participantPhone',
  'participantOccupation',
  'participantGender',
  'country',
  'state',
  'city',
  'address',
  'resume',
];

interface ApplicationFormProps {
  requestId: string;
  /** A signed-out visitor, who confirms by e-mail. */
  guest: boolean;
  onApplied: () => void;
  onCancel: () => void;
}

/** docs/validation-and-limits.md Apply form for internship, volunteering and the other community types. */
export function ProfileApplicationForm({ requestId, guest, onApplied, onCancel }: ApplicationFormProps) {
  const session = useSession();
  const apply = useApply(requestId);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(profileApplicationSchema),
    defaultValues: profileApplicationDefaults(session),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync(values);
      onApplied();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <ApplicantFields guest={guest} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="participantPhone"
              render={({ field, fieldState }) => (
                <PhoneField
                  label={t('Phone')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="participantGender"
              render={({ field, fieldState }) => (
                <GenderSelect
                  placeholder={t('Select gender')}
                  clearable
                  ref={field.ref}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t('Occupation')}
            withAsterisk
            autoComplete="organization-title"
            {...register('participantOccupation')}
            error={errors.participantOccupation?.message}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('Location')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={control}
                name="country"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('Country')}
                    placeholder={t('Select country')}
                    withAsterisk
                    data={(field.value && !COUNTRIES.includes(field.value)
                      ? [...COUNTRIES, field.value]
                      : COUNTRIES
                    ).map((country) => ({ value: country, label: tm(country) }))}
                    allowDeselect={false}
                    ref={field.ref}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput
                label={t('State')}
                withAsterisk
                autoComplete="address-level1"
                {...register('state')}
                error={errors.state?.message}
              />
              <TextInput
                label={t('City')}
                withAsterisk
                autoComplete="address-level2"
                {...register('city')}
                error={errors.city?.message}
              />
            </SimpleGrid>
          </div>
          <TextInput
            label={t('Address')}
            placeholder={t('Street, area (optional)')}
            autoComplete="street-address"
            {...register('address')}
            error={errors.address?.message}
          />
          {guest ? (
            // A resume upload belongs to an account; a guest applies without one.
            <Text size="sm" c="dimmed">
              {tm(APPLICATION_MESSAGES.guestResumeNeedsAccount)}
            </Text>
          ) : (
            <ResumeField
              onChange={(key) => setValue('resume', key)}
              onBusyChange={setUploading}
              error={errors.resume?.message}
            />
          )}
          <FormActions onCancel={onCancel} submitting={isSubmitting} waiting={uploading} />
        </Stack>
      </form>
    </FormProvider>
  );
}
