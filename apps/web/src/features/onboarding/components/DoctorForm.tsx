import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import {
  ONBOARDING_MESSAGES,
  SALUTATIONS,
  SALUTATION_LABELS,
  YEARS_OF_EXPERIENCE_MAX,
  onboardDoctorSchema,
  type OnboardDoctorInput,
} from '@carenet/shared';
import { Controller, FormProvider, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { CatalogueMultiSelect } from '../../../components/CatalogueMultiSelect';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t, tm } from '../../../lib/i18n';
import { onboardingApi } from '../api';
import { useContactAvailability } from '../hooks/useContactAvailability';
import { useOnboardSubmit } from '../hooks/useOnboardForm';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/address/AddressFields';
import { ContactFields } from './ContactFields';
import { SubmittedAlert } from './SubmittedAlert';

type DoctorFormValues = z.input<typeof onboardDoctorSchema>;

// Built at render time, so the labels are in the page's language.
const salutationOptions = () => SALUTATIONS.map((value) => ({ value, label: tm(SALUTATION_LABELS[value]) }));
/** Degrees, written the same in every language. */
const EDUCATION_EXAMPLE = 'MBBS, MD';

/** A fresh form; the title (salutation) is left unpicked on purpose. */
const EMPTY: DefaultValues<DoctorFormValues> = {
  roles: 'doctor',
  name: { first_name: '', middle_name: '', last_name: '' },
  email: '',
  phone: '',
  title: '',
  yearsOfExperience: '',
  specialties: [],
  address: EMPTY_ADDRESS,
};

const FIELDS = [
  'name.first_name',
  'name.middle_name',
  'name.last_name',
  'email',
  'phone',
  'gender',
  'salutation',
  'title',
  'yearsOfExperience',
  'specialties',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.country',
  'address.zip_code',
] as const;

/** docs/validation-and-limits.md#accounts Add doctor: the doctor is created verified and e-mailed a link to choose a password. */
export function DoctorForm() {
  const form = useForm<DoctorFormValues, unknown, OnboardDoctorInput>({
    resolver: zodResolver(onboardDoctorSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const availability = useContactAvailability(email, phone);
  const { onSubmit, formError, submitted } = useOnboardSubmit(form, {
    availability,
    fields: FIELDS,
    resetTo: EMPTY,
    send: async (values) => {
      await onboardingApi.addUser(values);
      return ONBOARDING_MESSAGES.doctorSubmitted;
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Add doctor')}>
        <Stack gap="md">
          <SubmittedAlert message={submitted} />
          <FormErrorAlert message={formError} />
          <Controller
            control={control}
            name="salutation"
            render={({ field }) => (
              <Select
                label={t('Title')}
                placeholder={t('Dr or Professor')}
                required
                data={salutationOptions()}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={errors.salutation?.message}
                maw={{ sm: 240 }}
              />
            )}
          />
          <ContactFields availability={availability} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Educational details')}
              placeholder={EDUCATION_EXAMPLE}
              required
              error={errors.title?.message}
              {...register('title')}
            />
            <Controller
              control={control}
              name="yearsOfExperience"
              render={({ field }) => (
                <NumberInput
                  label={t('Years of experience')}
                  required
                  min={0}
                  max={YEARS_OF_EXPERIENCE_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  value={
                    typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''
                  }
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.yearsOfExperience?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="specialties"
            render={({ field }) => (
              <CatalogueMultiSelect
                kind="specialty"
                label={t('Specialties')}
                placeholder={t('Pick at least one')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.specialties?.message}
              />
            )}
          />
          <AddressFields name="address" />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} leftSection={<IconUserPlus size={18} />}>
              {t('Add doctor')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
