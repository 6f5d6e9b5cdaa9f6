import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { PRESCRIPTION_MESSAGES, type PrescriptionDto, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { ListQueryView } from '../../../components/ListQueryView';
import { formatDate } from '../../../lib/dates';
import { medicinesCount } from '../format';
import { useRequestPrescriptions } from '../api';
import { PrescriptionDialog } from './PrescriptionDialog';
import { WritePrescriptionDialog } from './WritePrescriptionDialog';
import { t, tm } from '../../../lib/i18n';

/** A request's prescriptions for its patient, its accepted doctors and admins; the doctors write new ones. */
export function PrescriptionsSection({ request }: { request: RequestDto }) {
  const visible = request.abilities.readPrescriptions;
  const query = useRequestPrescriptions(request._id, visible);
  const [writing, setWriting] = useState(false);
  const [shown, setShown] = useState<PrescriptionDto | null>(null);
  if (!visible) return null;

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="prescriptions-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg" id="prescriptions-title">
          {t('Prescriptions')}
        </Title>
        {request.abilities.prescribe && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setWriting(true)}
          >
            {t('Write prescription')}
          </Button>
        )}
      </Group>
      <ListQueryView
        query={query}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading prescriptions')}>
            <Skeleton height={16} width="60%" />
            <Skeleton height={12} width="40%" />
          </Stack>
        }
        failedTitle={tm(PRESCRIPTION_MESSAGES.loadFailed)}
        empty={
          <Text size="sm" c="dimmed">
            {t('No prescriptions yet.')}
          </Text>
        }
      >
        {(prescriptions) => (
          <Stack gap="sm">
            {prescriptions.map((prescription) => (
              <Group
                key={prescription._id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                component="article"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {formatDate(prescription.createdAt)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {prescription.doctor.name} · {medicinesCount(prescription.medicines.length)}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="subtle"
                  rightSection={<IconChevronRight size={14} />}
                  aria-label={t('View the prescription of {date}', {
                    date: formatDate(prescription.createdAt),
                  })}
                  onClick={() => setShown(prescription)}
                >
                  {t('View')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </ListQueryView>
      {writing && <WritePrescriptionDialog request={request} onClose={() => setWriting(false)} />}
      <PrescriptionDialog prescription={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
