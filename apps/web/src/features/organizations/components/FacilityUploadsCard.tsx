import { Card, Stack, Title } from '@mantine/core';
import type { OrganizationDto } from '@carenet/shared';
import { FacilityFilesFields } from './FacilityFilesFields';
import { t } from '../../../lib/i18n';

/** The logo and documents of a facility, on its management page (step 2 of the form, later). */
export function FacilityUploadsCard({ organization }: { organization: OrganizationDto }) {
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('Logo and documents')}
        </Title>
        <FacilityFilesFields organization={organization} />
      </Stack>
    </Card>
  );
}
