import { zodResolver } from '../../../lib/zodResolver';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  FACILITY_TYPES,
  FACILITY_TYPE_LABELS,
  MESSAGES,
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_NAME_MAX,
  organizationFormSchema,
  type OrganizationDto,
  type OrganizationFormInput,
  type OrganizationFormValues,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { CatalogueMultiSelect } from '../../../components/CatalogueMultiSelect';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { useCreateOrganization, useUpdateOrganization } from '../api';
import { useNameTaken } from '../hooks/useNameTaken';
import { AddressFields, DEFAULT_COUNTRY_NAME } from '../../../components/address/AddressFields';
import { formatNumber, t, tm } from '../../../lib/i18n';

// Built at render time, so the labels are in the page's language.
const typeOptions = () =>
  FACILITY_TYPES.map((type) => ({ value: type, label: tm(FACILITY_TYPE_LABELS[type]) }));

/** An address, the same in every language. */
const WEBSITE_EXAMPLE = 'www.example.com';

/** Characters typed of the most allowed ('12/100'): numbers only, nothing to translate. */
const counter = (text: string, max: number) => `${formatNumber(text.length)}/${formatNumber(max)}`;

/** The fields the server may name in its per-field errors. */
const FIELDS = [
  'orgName',
  'orgType',
  'description',
  'orgAddress',
  'orgAddress.line1',
  'orgAddress.line2',
  'orgAddress.city',
  'orgAddress.state',
  'orgAddress.country',
  'orgAddress.zip_code',
  'facilityServices',
  'websiteUrl',
  'orgEmail',
  'discountPercentage',
] as const;

/** The form's starting values: the facility being edited, or an empty one in India (docs/validation-and-limits.md default). */
function initialValues(organization: OrganizationDto | undefined): OrganizationFormInput {
  const address = organization?.orgAddress ?? {};
  return {
    orgName: organization?.orgName ?? '',
    orgType: (organization?.orgType ?? '') as OrganizationFormInput['orgType'],
    description: organization?.description ?? '',
    orgAddress: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? '',
      country: address.country || DEFAULT_COUNTRY_NAME,
      state: address.state ?? '',
      city: address.city ?? '',
      zip_code: address.zip_code ?? '',
    },
    facilityServices: organization?.facilityServices ?? [],
    websiteUrl: organization?.websiteUrl ?? '',
    orgEmail: organization?.orgEmail ?? '',
    isFreeHospital: organization?.isFreeHospital ?? false,
    isDiscountEnabled: organization?.isDiscountEnabled ?? false,
    // Stored as '15.00'; shown as 15.
    discountPercentage: organization?.discountPercentage
      ? String(Number(organization.discountPercentage))
      : '',
  };
}

/**
 * docs/api-contract.md#messages: a refusal the server explains (its field errors, else its message, else 'Failed to submit
 * facility information.'), or 'An error occurred while submitting facility information.' when no answer came.
 */
function submitProblem(err: unknown, apply: (err: unknown) => string | null): string | null {
  if (!(err instanceof ApiError) || err.statusCode === 0) return tm(ORGANIZATION_MESSAGES.submitError);
  const unmatched = apply(err);
  return unmatched === null ? null : unmatched || tm(ORGANIZATION_MESSAGES.submitFailed);
}

interface FacilityDetailsFormProps {
  /** The facility being edited; none to create one. */
  organization?: OrganizationDto;
  /** After a successful save, with the facility as the server now has it. */
  onSaved: (organization: OrganizationDto) => void;
  onCancel?: () => void;
}

/** Step 1 of the 'Facility Information' form (docs/screens-and-flows.md#flows): the facility's details, created or updated. */
export function FacilityDetailsForm({ organization, onSaved, onCancel }: FacilityDetailsFormProps) {
  const editing = Boolean(organization);
  const create = useCreateOrganization();
  const update = useUpdateOrganization(organization?._id ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OrganizationFormInput, unknown, OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: initialValues(organization),
  });
  const { register, control, setError, formState } = form;
  const { errors } = formState;
  const [orgName = '', description = '', discountEnabled] = useWatch({
    control,
    name: ['orgName', 'description', 'isDiscountEnabled'],
  });
  const nameTaken = useNameTaken(orgName, organization?._id);
  const nameError = errors.orgName?.message ?? (nameTaken ? tm(ORGANIZATION_MESSAGES.nameTaken) : undefined);

  const save = form.handleSubmit(
    (values) => {
      setFormError(null);
      if (nameTaken) {
        setError(
          'orgName',
          { type: 'taken', message: tm(ORGANIZATION_MESSAGES.nameTaken) },
          { shouldFocus: true },
        );
        setFormError(tm(MESSAGES.fixErrors));
        return;
      }
      const onError = (err: unknown) => {
        // docs/api-contract.md#status-codes: a 409 on the name is said beside the name.
        if (err instanceof ApiError && err.statusCode === 409) {
          setError(
            'orgName',
            { type: 'server', message: tm(ORGANIZATION_MESSAGES.nameTaken) },
            { shouldFocus: true },
          );
          return;
        }
        setFormError(submitProblem(err, (e) => applyServerErrors(e, setError, FIELDS)));
      };
      const onSuccess = ({ data }: { data: OrganizationDto }) => {
        notifySuccess(tm(editing ? ORGANIZATION_MESSAGES.updated : ORGANIZATION_MESSAGES.created));
        onSaved(data);
      };
      if (organization) update.mutate(values, { onSuccess, onError });
      else create.mutate(values, { onSuccess, onError });
    },
    () => setFormError(tm(MESSAGES.fixErrors)),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t('Facility details')}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Facility name')}
            required
            maxLength={ORGANIZATION_NAME_MAX}
            autoComplete="organization"
            description={counter(orgName, ORGANIZATION_NAME_MAX)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('orgName')}
            error={nameError}
          />
          <Controller
            control={control}
            name="orgType"
            render={({ field }) => (
              <Select
                label={t('Facility type')}
                placeholder={t('Select type')}
                required
                data={typeOptions()}
                allowDeselect={false}
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.orgType?.message}
              />
            )}
          />
          <Textarea
            label={t('Description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ORGANIZATION_DESCRIPTION_MAX}
            description={counter(description, ORGANIZATION_DESCRIPTION_MAX)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('description')}
            error={errors.description?.message}
          />
          <AddressFields name="orgAddress" required="all" groupErrors />
          <Controller
            control={control}
            name="facilityServices"
            render={({ field }) => (
              <CatalogueMultiSelect
                kind="facilityService"
                label={t('Services')}
                placeholder={t('Pick the services you offer')}
                required
                ref={field.ref}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.facilityServices?.message}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Website')}
              placeholder={WEBSITE_EXAMPLE}
              autoComplete="url"
              {...register('websiteUrl')}
              error={errors.websiteUrl?.message}
            />
            <TextInput
              label={t('E-mail')}
              type="email"
              autoComplete="email"
              description={t('We send a confirmation link to it.')}
              {...register('orgEmail')}
              error={errors.orgEmail?.message}
            />
          </SimpleGrid>
          <Switch label={t('Free hospital')} {...register('isFreeHospital')} />
          <Switch label={t('Offers a discount')} {...register('isDiscountEnabled')} />
          {discountEnabled && (
            <Controller
              control={control}
              name="discountPercentage"
              render={({ field }) => (
                <NumberInput
                  label={t('Discount percentage')}
                  min={0}
                  max={100}
                  suffix="%"
                  w={{ base: '100%', sm: 220 }}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(String(value))}
                  onBlur={field.onBlur}
                  error={errors.discountPercentage?.message}
                />
              )}
            />
          )}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('Cancel')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('Save changes') : t('Save and continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
