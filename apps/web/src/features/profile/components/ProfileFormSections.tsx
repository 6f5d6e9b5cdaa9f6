import { SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { COMMON_LANGUAGES, LANGUAGES_MAX } from '@carenet/shared';
import {
  IconBrandLinkedin,
  IconBrandX,
  IconId,
  IconMapPin,
  IconNotes,
  IconStethoscope,
} from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ProfileFormValues } from '../formValues';
import { SectionCard } from './SectionCard';
import { GenderSelect } from '../../../components/GenderSelect';
import { CatalogueMultiSelect } from '../../../components/CatalogueMultiSelect';
import { AddressFields } from '../../../components/address/AddressFields';
import { formatNumber, t } from '../../../lib/i18n';

const SUMMARY_MAX = 2000;
const SPECIALITIES_MAX = 50;

export function PersonalSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return (
    <SectionCard id="personal" title={t('Personal details')} icon={IconId}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('First name')}
            withAsterisk
            autoComplete="given-name"
            {...register('name.first_name')}
            error={errors.name?.first_name?.message}
          />
          <TextInput
            label={t('Middle name')}
            autoComplete="additional-name"
            {...register('name.middle_name')}
            error={errors.name?.middle_name?.message}
          />
          <TextInput
            label={t('Last name')}
            withAsterisk
            autoComplete="family-name"
            {...register('name.last_name')}
            error={errors.name?.last_name?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <GenderSelect
                placeholder={t('Select gender')}
                allowDeselect={false}
                ref={field.ref}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('Occupation')}
            placeholder={t('Cardiologist')}
            {...register('occupation')}
            error={errors.occupation?.message}
          />
        </SimpleGrid>
        <TextInput
          label={t('Educational qualification')}
          placeholder={t('MBBS, MD (Cardiology)')}
          {...register('educationalQualification')}
          error={errors.educationalQualification?.message}
        />
      </Stack>
    </SectionCard>
  );
}

export function AboutSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  const summary = useWatch({ control, name: 'summary' });
  return (
    <SectionCard
      id="about"
      title={t('About')}
      description={t('Shown at the top of your public profile.')}
      icon={IconNotes}
    >
      <Stack gap="md">
        <Textarea
          label={t('Summary')}
          placeholder={t('A few lines about your practice, your focus and the patients you see.')}
          autosize
          minRows={4}
          maxRows={12}
          {...register('summary')}
          description={t('{count} / {max} characters', {
            count: formatNumber(summary.length),
            max: formatNumber(SUMMARY_MAX),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.summary?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('LinkedIn profile')}
            placeholder={t('linkedin.com/in/your-name')}
            leftSection={<IconBrandLinkedin size={18} stroke={1.6} />}
            {...register('linkedInProfileUrl')}
            error={errors.linkedInProfileUrl?.message}
          />
          <TextInput
            label={t('Twitter / X profile')}
            placeholder={t('x.com/your-handle')}
            leftSection={<IconBrandX size={16} stroke={1.6} />}
            {...register('twitterProfileUrl')}
            error={errors.twitterProfileUrl?.message}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('Links without http:// or https:// get http:// added when you save.')}
        </Text>
      </Stack>
    </SectionCard>
  );
}

export function AddressSection() {
  return (
    <SectionCard
      id="address"
      title={t('Address')}
      description={t('Used to match you with nearby care. Not shown publicly.')}
      icon={IconMapPin}
    >
      <AddressFields name="address" required="none" placeholders />
    </SectionCard>
  );
}

/** A doctor's specialities, picked from the catalogue administrators keep (/managespecialization). */
export function SpecialitiesSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  // A rule broken by one entry is reported at its index, not on the list itself.
  const error =
    errors.specialities?.message ??
    (Array.isArray(errors.specialities)
      ? (errors.specialities as ({ message?: string } | undefined)[]).find((item) => item?.message)?.message
      : undefined);
  return (
    <SectionCard
      id="specialities"
      title={t('Specialities')}
      description={t(
        'The areas you practise or are known for, and the languages you speak. Patients search by these.',
      )}
      icon={IconStethoscope}
    >
      <Controller
        control={control}
        name="specialities"
        render={({ field }) => (
          <CatalogueMultiSelect
            kind="specialty"
            label={t('Specialities')}
            placeholder={t('Pick your specialities')}
            description={t('Missing one? Ask an administrator to add it.')}
            maxValues={SPECIALITIES_MAX}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <TagsInput
            mt="md"
            label={t('Languages you consult in')}
            description={t('Patients can find you by language. Pick one or type it, then press Enter.')}
            placeholder={t('English, Hindi…')}
            data={[...COMMON_LANGUAGES]}
            maxTags={LANGUAGES_MAX}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.languages?.message}
          />
        )}
      />
    </SectionCard>
  );
}
