import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, NumberInput, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  VERIFICATION_MESSAGES,
  doctorVerificationSchema,
  facilityVerificationSchema,
  type VerificationDocumentDto,
  type VerificationKind,
  type VerificationSubmissionInput,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { t, tm } from '../../../lib/i18n';
import { notifySuccess } from '../../../components/notify';
import { useSubmitVerification } from '../api';
import { DocumentsField } from './DocumentsField';

/** The fields of both kinds of submission; the schema of the kind decides which are asked. */
interface FormValues {
  kind: VerificationKind;
  orgId?: string;
  registrationNumber: string;
  authority: string;
  registrationYear?: number;
  qualifications: string[];
  specialties: string[];
  documentKeys: string[];
}

const FIELDS = [
  'registrationNumber',
  'authority',
  'registrationYear',
  'qualifications',
  'specialties',
  'documentKeys',
] as const;

/** The body the API takes for this kind (a facility's has no year, qualifications or specialties). */
function bodyOf(values: FormValues): VerificationSubmissionInput {
  const common = {
    registrationNumber: values.registrationNumber,
    authority: values.authority,
    documentKeys: values.documentKeys,
  };
  if (values.kind === 'doctor') {
    return {
      ...common,
      kind: 'doctor',
      registrationYear: values.registrationYear ?? 0,
      qualifications: values.qualifications,
      specialties: values.specialties,
    };
  }
  return { ...common, kind: values.kind, orgId: values.orgId };
}

interface VerificationFormProps {
  kind: VerificationKind;
  orgId?: string;
  /** A rejected submission's details, to correct and send again. */
  previous?: Partial<FormValues>;
}

/**
 * What a medical council (doctor) or a registering authority (facility) checks, and the documents that
 * show it. A doctor's submission also names qualifications and specialties.
 */
export function VerificationForm({ kind, orgId, previous }: VerificationFormProps) {
  const submit = useSubmitVerification();
  const [documents, setDocuments] = useState<VerificationDocumentDto[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const doctor = kind === 'doctor';
  const form = useForm<FormValues>({
    resolver: zodResolver(
      doctor ? doctorVerificationSchema : facilityVerificationSchema,
    ) as unknown as Resolver<FormValues>,
    defaultValues: {
      kind,
      orgId,
      registrationNumber: previous?.registrationNumber ?? '',
      authority: previous?.authority ?? '',
      registrationYear: previous?.registrationYear,
      qualifications: previous?.qualifications ?? [],
      specialties: previous?.specialties ?? [],
      documentKeys: [],
    },
  });
  const { errors, isSubmitted } = form.formState;

  const changeDocuments = (next: VerificationDocumentDto[]) => {
    setDocuments(next);
    form.setValue(
      'documentKeys',
      next.map((document) => document.key),
      { shouldValidate: isSubmitted },
    );
  };

  const send = form.handleSubmit((values) => {
    setFormError(null);
    submit.mutate(bodyOf(values), {
      onSuccess: ({ message }) => notifySuccess(message || tm(VERIFICATION_MESSAGES.submitted)),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
    });
  });

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('Registration number')}
            description={
              doctor
                ? t('As on your council registration certificate')
                : t('As on the registration certificate')
            }
            required
            {...form.register('registrationNumber')}
            error={errors.registrationNumber?.message}
          />
          <TextInput
            label={doctor ? t('Medical council') : t('Registering authority')}
            description={doctor ? t('e.g. Karnataka Medical Council') : t('e.g. the state health department')}
            required
            {...form.register('authority')}
            error={errors.authority?.message}
          />
        </SimpleGrid>
        {doctor && (
          <>
            <Controller
              control={form.control}
              name="registrationYear"
              render={({ field }) => (
                <NumberInput
                  label={t('Year of registration')}
                  required
                  min={1940}
                  max={new Date().getFullYear()}
                  allowDecimal={false}
                  w={{ base: '100%', sm: 220 }}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  onBlur={field.onBlur}
                  error={errors.registrationYear?.message}
                />
              )}
            />
            <TagsField
              form={form}
              name="qualifications"
              label={t('Qualifications')}
              description={t('Press Enter after each, e.g. MBBS, MD (General Medicine)')}
            />
            <TagsField
              form={form}
              name="specialties"
              label={t('Specialties')}
              description={t('Press Enter after each, e.g. Cardiology')}
            />
          </>
        )}
        <DocumentsField
          label={doctor ? t('Licence or registration certificate') : t('Registration documents')}
          description={
            doctor
              ? t('Your medical council registration certificate or licence to practise.')
              : t('The registration certificate of the facility and any licence it holds.')
          }
          documents={documents}
          onChange={changeDocuments}
          error={errors.documentKeys?.message}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={submit.isPending}
            leftSection={<IconSend size={18} />}
            w={{ base: '100%', sm: 'auto' }}
          >
            {t('Submit for review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A required list of short texts (qualifications, specialties), one tag per Enter. */
function TagsField({
  form,
  name,
  label,
  description,
}: {
  form: UseFormReturn<FormValues>;
  name: 'qualifications' | 'specialties';
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={description}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
