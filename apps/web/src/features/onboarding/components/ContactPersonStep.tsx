import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  ONBOARDING_MESSAGES,
  onboardFacilityContactSchema,
  type OnboardFacilityContactInput,
} from '@carenet/shared';
import { FormProvider, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t } from '../../../lib/i18n';
import { onboardingApi } from '../api';
import { useContactAvailability } from '../hooks/useContactAvailability';
import { useOnboardSubmit } from '../hooks/useOnboardForm';
import { ContactFields } from './ContactFields';

type ContactFormValues = z.input<typeof onboardFacilityContactSchema>;

const EMPTY: DefaultValues<ContactFormValues> = {
  roles: 'facility',
  name: { first_name: '', middle_name: '', last_name: '' },
  email: '',
  phone: '',
};

const FIELDS = ['name.first_name', 'name.middle_name', 'name.last_name', 'email', 'phone', 'gender'] as const;

/** Add Hospital step 1 (docs/screens-and-flows.md#flows): the hospital's contact person becomes a facility user. */
export function ContactPersonStep({ onCreated }: { onCreated: (userId: string, message: string) => void }) {
  const form = useForm<ContactFormValues, unknown, OnboardFacilityContactInput>({
    resolver: zodResolver(onboardFacilityContactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const availability = useContactAvailability(email, phone);
  const { onSubmit, formError } = useOnboardSubmit(form, {
    availability,
    fields: FIELDS,
    send: async (values) => {
      const { data } = await onboardingApi.addUser(values);
      onCreated(data._id, ONBOARDING_MESSAGES.hospitalStep1Submitted);
      return ONBOARDING_MESSAGES.hospitalStep1Submitted;
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Contact person')}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <ContactFields availability={availability} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              rightSection={<IconArrowRight size={18} />}
            >
              {t('Save and continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
