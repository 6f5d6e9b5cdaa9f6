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

const SUMMARY_MAX = 2000;
const SPECIALITIES_MAX = 50;

export function PersonalSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return (
    <SectionCard id="personal" title="Personal details" icon={IconId}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="given-name"
            {...register('name.first_name')}
            error={errors.name?.first_name?.message}
          />
          <TextInput
            label="Middle name"
            autoComplete="additional-name"
            {...register('name.middle_name')}
            error={errors.name?.middle_name?.message}
          />
          <TextInput
            label="Last name"
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
                placeholder="Select gender"
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
            label="Occupation"
            placeholder="Cardiologist"
            {...register('occupation')}
            error={errors.occupation?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Educational qualification"
          placeholder="MBBS, MD (Cardiology)"
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
      title="About"
      description="Shown at the top of your public profile."
      icon={IconNotes}
    >
      <Stack gap="md">
        <Textarea
          label="Summary"
          placeholder="A few lines about your practice, your focus and the patients you see."
          autosize
          minRows={4}
          maxRows={12}
          {...register('summary')}
          description={`${summary.length} / ${SUMMARY_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.summary?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="LinkedIn profile"
            placeholder="linkedin.com/in/your-name"
            leftSection={<IconBrandLinkedin size={18} stroke={1.6} />}
            {...register('linkedInProfileUrl')}
            error={errors.linkedInProfileUrl?.message}
          />
          <TextInput
            label="Twitter / X profile"
            placeholder="x.com/your-handle"
            leftSection={<IconBrandX size={16} stroke={1.6} />}
            {...register('twitterProfileUrl')}
            error={errors.twitterProfileUrl?.message}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Links without http:// or https:// get http:// added when you save.
        </Text>
      </Stack>
    </SectionCard>
  );
}

export function AddressSection() {
  return (
    <SectionCard
      id="address"
      title="Address"
      description="Used to match you with nearby care. Not shown publicly."
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
      title="Specialities"
      description="The areas you practise or are known for, and the languages you speak. Patients search by these."
      icon={IconStethoscope}
    >
      <Controller
        control={control}
        name="specialities"
        render={({ field }) => (
          <CatalogueMultiSelect
            kind="specialty"
            label="Specialities"
            placeholder="Pick your specialities"
            description="Missing one? Ask an administrator to add it."
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
            label="Languages you consult in"
            description="Patients can find you by language. Pick one or type it, then press Enter."
            placeholder="English, Hindi…"
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
