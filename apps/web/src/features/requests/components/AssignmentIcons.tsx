import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { ACCEPTANCE_STATUS, fullName, type RequestDto } from '@carenet/shared';
import { t } from '../../../lib/i18n';

/** docs/screens-and-flows.md#routes: the patient's 'doctor assigned' and 'facility assigned' icons. */
export function AssignmentIcons({ request }: { request: RequestDto }) {
  const doctors = request.assignedDoctors.filter(
    (doctor) => doctor.acceptanceStatus !== ACCEPTANCE_STATUS.rejected,
  );
  if (!doctors.length && !request.orgId) return null;
  const doctorNames = doctors.map((doctor) => fullName(doctor.name) || t('A doctor')).join(', ');
  return (
    <Group gap={6} wrap="nowrap">
      {doctors.length > 0 && (
        <Tooltip label={t('Doctor assigned: {names}', { names: doctorNames })} withArrow multiline maw={260}>
          <ThemeIcon
            variant="light"
            color="indigo"
            radius="xl"
            size="lg"
            aria-label={t('Doctor assigned')}
            role="img"
          >
            <IconStethoscope size={18} />
          </ThemeIcon>
        </Tooltip>
      )}
      {request.orgId && (
        <Tooltip label={t('Facility assigned')} withArrow>
          <ThemeIcon
            variant="light"
            color="care"
            radius="xl"
            size="lg"
            aria-label={t('Facility assigned')}
            role="img"
          >
            <IconBuildingHospital size={18} />
          </ThemeIcon>
        </Tooltip>
      )}
    </Group>
  );
}
