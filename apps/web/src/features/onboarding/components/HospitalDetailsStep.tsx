import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconBuildingHospital } from '@tabler/icons-react';
import {
  FACILITY_TYPES,
  FACILITY_TYPE_LABELS,
  ORGANIZATION_MESSAGES as M,
  hospitalOrganizationSchema,
} from '@carenet/shared';
import type { FormEvent } from 'react';
import { Controller, FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { ApiError } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { onboardingApi } from '../api';
import { useOnboardSubmit } from '../hooks/useOnboardForm';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/address/AddressFields';

/** docs/validation-and-limits.md: facilities created here are recorded as coming from this product. */
const SOURCE_OF_CREATION = 'talhospitals';

const hospitalStepSchema = hospitalOrganizationSchema.omit({ userId: true, sourceOfCreation: true });
type HospitalFormValues = z.input<typeof hospitalStepSchema>;
type HospitalValues = z.output<typeof hospitalStepSchema>;

const EMPTY: DefaultValues<HospitalFormValues> = { orgName: '', websiteUrl: '', orgAddress: EMPTY_ADDRESS };
// Built at render time, so the labels are in the page's language.
const typeOptions = () => FACILITY_TYPES.map((value) => ({ value, label: tm(FACILITY_TYPE_LABELS[value]) }));
/** An address, the same in every language. */
const WEBSITE_EXAMPLE = 'www.example.com';
const FIELDS = [
  'orgName',
  'orgType',
  'websiteUrl',
  'orgAddress.line1',
  'orgAddress.line2',
  'orgAddress.city',
  'orgAddress.state',
  'orgAddress.country',
  'orgAddress.zip_code',
] as const;

/** The facility's answer, with docs/api-contract.md#status-codes's words for the wizard: a taken name, or no usable answer at all. */
function wizardError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return new Error(tm(M.createFailed));
  if (err.statusCode === 409) {
    return new ApiError(M.hospitalNameTaken, 409, [{ path: 'orgName', message: M.hospitalNameTaken }]);
  }
  return err;
}

/**
 * Add Hospital step 2 (docs/screens-and-flows.md#flows): the organization of the contact person made in step 1, verified at
 * once by the administrator. Without step 1's user it refuses with SPEC's message.
 */
export function HospitalDetailsStep({
  contactId,
  onBack,
  onCreated,
}: {
  contactId: string | null;
  onBack: () => void;
  onCreated: (message: string) => void;
}) {
  const form = useForm<HospitalFormValues, unknown, HospitalValues>({
    resolver: zodResolver(hospitalStepSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { onSubmit, formError, setFormError } = useOnboardSubmit(form, {
    fields: FIELDS,
    send: async (values) => {
      try {
        await onboardingApi.createHospital({
          ...values,
          userId: contactId ?? '',
          sourceOfCreation: SOURCE_OF_CREATION,
        });
      } catch (err) {
        throw wizardError(err);
      }
      onCreated(M.hospitalSubmitted);
      return M.hospitalSubmitted;
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (contactId) return onSubmit(event);
    event.preventDefault();
    setFormError(tm(M.hospitalStep1Missing));
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Hospital details')}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Hospital name')}
              required
              error={errors.orgName?.message}
              {...form.register('orgName')}
            />
            <Controller
              control={form.control}
              name="orgType"
              render={({ field }) => (
                <Select
                  label={t('Type')}
                  clearable
                  data={typeOptions()}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={errors.orgType?.message}
                />
              )}
            />
          </SimpleGrid>
          <AddressFields name="orgAddress" />
          <TextInput
            label={t('Website')}
            placeholder={WEBSITE_EXAMPLE}
            error={errors.websiteUrl?.message}
            {...form.register('websiteUrl')}
          />
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
              {t('Back')}
            </Button>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              leftSection={<IconBuildingHospital size={18} />}
            >
              {t('Add hospital')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
