import { zodResolver } from '../../../lib/zodResolver';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BLOOD_GROUPS,
  MESSAGES,
  patientRegistrationSchema,
  type PatientRegistration,
  type PatientRegistrationDto,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { PhoneField } from '../../../components/PhoneField';
import { useSaveRegistration } from '../../../lib/patients';
import { registrationFormValues, type RegistrationFormValues } from '../formValues';
import { GenderSelect } from '../../../components/GenderSelect';
import { t, tm } from '../../../lib/i18n';

/** The patient's intake form (/patientInformation): the shared schema's rules and messages. */
export function RegistrationForm({
  userId,
  saved,
  onBehalf = false,
}: {
  userId: string;
  saved: PatientRegistrationDto | null;
  /** An administrator fills it in for the patient: the body names them (docs/roles-and-permissions.md#administrators Add Patient). */
  onBehalf?: boolean;
}) {
  const save = useSaveRegistration(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegistrationFormValues, unknown, PatientRegistration>({
    resolver: zodResolver(patientRegistrationSchema),
    defaultValues: registrationFormValues(saved),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: PatientRegistration) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync(onBehalf ? { ...values, userId } : values);
      notifySuccess(result.message);
      form.reset(registrationFormValues(result.data));
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['dateOfBirth', 'gender']));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, () => setFormError(tm(MESSAGES.fixErrors)))(event)}
    >
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <Title order={2} fz="lg">
          {t('About you')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateField
                label={t('Date of birth')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.dateOfBirth?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <GenderSelect
                withAsterisk
                // A required choice: picking the chosen option again keeps it rather than clearing it.
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.gender?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="bloodGroup"
            render={({ field }) => (
              <Select
                label={t('Blood group')}
                placeholder={t('Not known')}
                clearable
                data={[...BLOOD_GROUPS]}
                value={field.value ?? null}
                onChange={field.onChange}
              />
            )}
          />
          <Group grow gap="md" align="flex-start">
            <Controller
              control={form.control}
              name="heightCm"
              render={({ field }) => (
                <NumberInput
                  label={t('Height (cm)')}
                  min={1}
                  max={300}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="weightKg"
              render={({ field }) => (
                <NumberInput
                  label={t('Weight (kg)')}
                  min={1}
                  max={700}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                />
              )}
            />
          </Group>
        </SimpleGrid>

        <Title order={2} fz="lg">
          {t('Emergency contact')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('Name')}
            withAsterisk
            error={errors.emergencyContact?.name?.message}
            {...form.register('emergencyContact.name')}
          />
          <TextInput label={t('Relationship')} {...form.register('emergencyContact.relationship')} />
          <Controller
            control={form.control}
            name="emergencyContact.phone"
            render={({ field }) => (
              <PhoneField
                label={t('Phone')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.emergencyContact?.phone?.message}
              />
            )}
          />
        </SimpleGrid>

        <Title order={2} fz="lg">
          {t('Health')}
        </Title>
        <Textarea
          label={t('Medical history')}
          description={t('Illnesses, operations and conditions a doctor should know about.')}
          autosize
          minRows={3}
          {...form.register('medicalHistory')}
        />
        <Controller
          control={form.control}
          name="allergies"
          render={({ field }) => (
            <TagsInput
              label={t('Allergies')}
              description={t('Press Enter after each one.')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="currentMedication"
          render={({ field }) => (
            <TagsInput
              label={t('Current medication')}
              description={t('Name, dose and how often; press Enter after each one.')}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />

        <Title order={2} fz="lg">
          {t('Insurance')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('Insurance provider')} {...form.register('insuranceProvider')} />
          <TextInput label={t('Policy number')} {...form.register('insuranceNumber')} />
        </SimpleGrid>

        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('Save registration')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
