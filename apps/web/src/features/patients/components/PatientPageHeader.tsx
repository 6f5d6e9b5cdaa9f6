import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { fullName } from '@carenet/shared';
import type { ReactNode } from 'react';
import { usePublicProfile } from '../../../lib/profiles';
import { t } from '../../../lib/i18n';

interface PatientPageHeaderProps {
  icon: Icon;
  title: string;
  /** Set when a doctor or administrator looks at another patient's page: their name is shown. */
  patientId?: string;
  children: ReactNode;
}

/** The heading of a patient-care page, naming the patient when the reader is not the patient. */
export function PatientPageHeader({ icon: HeaderIcon, title, patientId, children }: PatientPageHeaderProps) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
      <ThemeIcon size={48} radius="md" variant="light">
        <HeaderIcon size={26} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {patientId && <PatientName patientId={patientId} />}
        <Text size="sm" c="dimmed" mt={4}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function PatientName({ patientId }: { patientId: string }) {
  const profile = usePublicProfile(patientId);
  const name = profile.data ? fullName(profile.data.name) : '';
  return (
    <Text fw={600} mt={2}>
      {t('Patient: {name}', { name: name || (profile.isPending ? t('Loading...') : t('CareNet patient')) })}
    </Text>
  );
}
