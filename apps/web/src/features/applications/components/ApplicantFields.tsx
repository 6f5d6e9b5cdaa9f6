import { SimpleGrid, TextInput } from '@mantine/core';
import { APPLICATION_MESSAGES } from '@carenet/shared';
import { useFormContext } from 'react-hook-form';
import { t, tm } from '../../../lib/i18n';

/** What both apply forms ask first. */
interface ApplicantValues {
  participantName: { first_name: string; last_name: string };
  participantEmailAddress: string;
}

/**
 * First name, last name and e-mail: the applicant both docs/validation-and-limits.md#accounts apply forms start with. A guest is told
 * the address is where their confirmation link goes.
 */
export function ApplicantFields({ guest = false }: { guest?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicantValues>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('First name')}
          withAsterisk
          autoComplete="given-name"
          {...register('participantName.first_name')}
          error={errors.participantName?.first_name?.message}
        />
        <TextInput
          label={t('Last name')}
          withAsterisk
          autoComplete="family-name"
          {...register('participantName.last_name')}
          error={errors.participantName?.last_name?.message}
        />
      </SimpleGrid>
      <TextInput
        label={t('Email')}
        type="email"
        withAsterisk
        description={guest ? tm(APPLICATION_MESSAGES.guestEmailDescription) : undefined}
        autoComplete="email"
        {...register('participantEmailAddress')}
        error={errors.participantEmailAddress?.message}
      />
    </>
  );
}
