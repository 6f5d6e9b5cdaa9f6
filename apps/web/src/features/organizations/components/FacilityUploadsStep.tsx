import { Button, Group, Stack, Text } from '@mantine/core';
import type { OrganizationDto } from '@carenet/shared';
import { useOrganization } from '../api';
import { FacilityFilesFields } from './FacilityFilesFields';
import { t } from '../../../lib/i18n';

interface FacilityUploadsStepProps {
  /** The facility step 1 created. */
  organization: OrganizationDto;
  onDone: (organization: OrganizationDto) => void;
}

/** Step 2 of creating a facility: its logo and documents, each saved as it is uploaded; both optional. */
export function FacilityUploadsStep({ organization, onDone }: FacilityUploadsStepProps) {
  // The facility as saved after each upload (the update refreshes this entry), else as step 1 left it.
  const current = useOrganization(organization._id).data ?? organization;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t(
          "Add your logo and the documents an administrator needs to verify {name}. You can also do this later from the facility's page.",
          { name: current.orgName },
        )}
      </Text>
      <FacilityFilesFields organization={current} />
      <Group justify="flex-end">
        <Button onClick={() => onDone(current)}>{t('Finish')}</Button>
      </Group>
    </Stack>
  );
}
