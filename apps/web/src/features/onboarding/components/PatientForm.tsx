import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ONBOARDING_MESSAGES, onboardPatientSchema, type OnboardPatientInput } from '@carenet/shared';
import { FormProvider, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t } from '../../../lib/i18n';
import { onboardingApi } from '../api';
import { useContactAvailability } from '../hooks/useContactAvailability';
import { useOnboardSubmit } from '../hooks/useOnboardForm';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/address/AddressFields';
import { ContactFields } from './ContactFields';
import { SubmittedAlert } from './SubmittedAlert';

type PatientFormValues = z.input<typeof onboardPatientSchema>;

const EMPTY: DefaultValues<PatientFormValues> = {
  roles: 'patient',
  name: { first_name: '', middle_name: '', last_name: '' },
  email: '',
  phone: '',
  address: EMPTY_ADDRESS,
};

const FIELDS = [
  'name.first_name',
  'name.middle_name',
  'name.last_name',
  'email',
  'phone',
  'gender',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.country',
  'address.zip_code',
] as const;

/** docs/validation-and-limits.md#accounts Add patient: the patient is e-mailed a link to choose a password. */
export function PatientForm() {
  const form = useForm<PatientFormValues, unknown, OnboardPatientInput>({
    resolver: zodResolver(onboardPatientSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const availability = useContactAvailability(email, phone);
  const { onSubmit, formError, submitted } = useOnboardSubmit(form, {
    availability,
    fields: FIELDS,
    resetTo: EMPTY,
    send: async (values) => {
      await onboardingApi.addUser(values);
      return ONBOARDING_MESSAGES.patientSubmitted;
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Add patient')}>
        <Stack gap="md">
          <SubmittedAlert message={submitted} />
          <FormErrorAlert message={formError} />
          <ContactFields availability={availability} />
          <AddressFields name="address" />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              leftSection={<IconUserPlus size={18} />}
            >
              {t('Add patient')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
