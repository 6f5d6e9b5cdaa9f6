import { zodResolver } from '../../../lib/zodResolver';
import {
  ActionIcon,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_MESSAGES,
  createPrescriptionSchema,
  medicineSchema,
  type CreatePrescription,
  type CreatePrescriptionInput,
  type Medicine,
  type MedicineInput,
  type PrescriptionDto,
} from '@carenet/shared';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useWritePrescription } from '../api';
import { GenderSelect } from '../../../components/GenderSelect';
import { t, tm } from '../../../lib/i18n';

const EMPTY_MEDICINE: MedicineInput = { name: '', quantity: '', usage: '' };
const formSchema = createPrescriptionSchema.omit({ requestId: true });

type FormValues = Omit<CreatePrescriptionInput, 'requestId'>;
type FormOutput = Omit<CreatePrescription, 'requestId'>;

/** What the form starts from: the patient as the request and their registration know them. */
export interface PatientDefaults {
  fullName: string;
  /** As shown: whole years, or '< 1'; empty when no date of birth is known. */
  age: string;
  gender: FormValues['patient']['gender'] | '';
  /** Where the age came from, to say so beside it. */
  ageSource: string | null;
}

interface PrescriptionFormProps {
  requestId: string;
  defaults: PatientDefaults;
  onCancel: () => void;
  onWritten: (prescription: PrescriptionDto) => void;
}

const startFrom = (defaults: PatientDefaults): FormValues => ({
  patient: {
    fullName: defaults.fullName,
    age: defaults.age,
    gender: defaults.gender as FormValues['patient']['gender'],
  },
  medicines: [],
});

/** docs/screens-and-flows.md#flows Prescription: the patient, then medicines added to a list one at a time, then submit. */
export function PrescriptionForm({ requestId, defaults, onCancel, onWritten }: PrescriptionFormProps) {
  const write = useWritePrescription();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: startFrom(defaults),
  });
  const medicines = useFieldArray({ control: form.control, name: 'medicines' });
  const draft = useForm<MedicineInput, unknown, Medicine>({
    resolver: zodResolver(medicineSchema),
    defaultValues: EMPTY_MEDICINE,
  });
  const { errors, isSubmitting } = form.formState;
  const draftErrors = draft.formState.errors;
  const full = medicines.fields.length >= PRESCRIPTION_LIMITS.medicines;

  /** docs/validation-and-limits.md#accounts: a medicine joins the list only with its name, quantity and usage. */
  const addDraft = async (): Promise<boolean> => {
    if (!(await draft.trigger())) return false;
    medicines.append(medicineSchema.parse(draft.getValues()));
    draft.reset(EMPTY_MEDICINE);
    return true;
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void addDraft().then((added) => added && draft.setFocus('name'));
  };

  const save = async (values: FormOutput) => {
    setFormError(null);
    try {
      const result = await write.mutateAsync({ ...values, requestId });
      notifySuccess(tm(PRESCRIPTION_MESSAGES.submitted));
      // docs/screens-and-flows.md#flows: after success the list and the form clear.
      form.reset(startFrom(defaults));
      draft.reset(EMPTY_MEDICINE);
      onWritten(result.data);
    } catch (err) {
      const unmatched = applyServerErrors(err, form.setError, [
        'patient.fullName',
        'patient.age',
        'patient.gender',
      ]);
      setFormError(
        unmatched
          ? `${tm(PRESCRIPTION_MESSAGES.submitFailed)} ${unmatched}`
          : tm(PRESCRIPTION_MESSAGES.submitFailed),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const typed = Object.values(draft.getValues()).some((value) => value.trim() !== '');
    // With an empty list docs/validation-and-limits.md shows the medicine's three messages; a medicine fully typed but not yet
    // added is prescribed too, and one half typed stops the submit, so nothing typed is silently lost.
    if ((typed || medicines.fields.length === 0) && !(await addDraft())) {
      await form.trigger('patient');
      return;
    }
    await form.handleSubmit(save)();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('Patient')}
          </Title>
          <TextInput
            label={t('Full name')}
            withAsterisk
            maxLength={PRESCRIPTION_LIMITS.fullName}
            error={errors.patient?.fullName?.message}
            {...form.register('patient.fullName')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('Age')}
              withAsterisk
              inputMode="numeric"
              description={defaults.ageSource ?? t('Whole years; < 1 under one year')}
              // Below the box, so the Age and Gender boxes line up side by side.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.patient?.age?.message}
              {...form.register('patient.age')}
            />
            <Controller
              control={form.control}
              name="patient.gender"
              render={({ field }) => (
                <GenderSelect
                  withAsterisk
                  // A required choice: picking the chosen option again keeps it rather than clearing it.
                  allowDeselect={false}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.patient?.gender?.message}
                />
              )}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('Medicines')}
          </Title>
          <Paper withBorder radius="md" p="sm">
            {medicines.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('No medicines added yet.')}
              </Text>
            ) : (
              <Stack
                gap="xs"
                component="ol"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('Medicines')}
              >
                {medicines.fields.map((medicine, index) => (
                  <Group key={medicine.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
                    <Box style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {index + 1}. {medicine.name}{' '}
                        <Text span c="dimmed" fw={400}>
                          · {medicine.quantity}
                        </Text>
                      </Text>
                      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                        {medicine.usage}
                      </Text>
                    </Box>
                    <Tooltip label={t('Delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('Delete {name}', { name: medicine.name })}
                        onClick={() => medicines.remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
          <Grid gutter="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('Name of medicine')}
                maxLength={PRESCRIPTION_LIMITS.medicineName}
                disabled={full}
                error={draftErrors.name?.message}
                onKeyDown={addOnEnter}
                {...draft.register('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label={t('Quantity')}
                placeholder={t('e.g. 10 tablets')}
                maxLength={PRESCRIPTION_LIMITS.quantity}
                disabled={full}
                error={draftErrors.quantity?.message}
                onKeyDown={addOnEnter}
                {...draft.register('quantity')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t('Usage')}
                placeholder={t('e.g. one tablet after food')}
                maxLength={PRESCRIPTION_LIMITS.usage}
                disabled={full}
                error={draftErrors.usage?.message}
                onKeyDown={addOnEnter}
                {...draft.register('usage')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {full
                ? tm(PRESCRIPTION_MESSAGES.tooManyMedicines)
                : t('Press Enter or Add medicine after each one.')}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={full}
              onClick={() => void addDraft()}
            >
              {t('Add medicine')}
            </Button>
          </Group>
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('Submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
