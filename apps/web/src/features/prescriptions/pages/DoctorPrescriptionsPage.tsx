import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  em,
  getBreakpointValue,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrescription } from '@tabler/icons-react';
import type { PrescriptionDto, PrescriptionSummaryDto } from '@carenet/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { holdsRole } from '../../../lib/displayRole';
import { useSession } from '../../../lib/session';
import { ListPage } from '../../../components/ListPage';
import { formatDate } from '../../../lib/dates';
import { medicinesCount } from '../format';
import { OWN_PAGE_SIZE, useOwnPrescriptions } from '../api';
import { PrescriptionDialog } from '../components/PrescriptionDialog';
import { PrintButton } from '../components/PrintButton';
import { t } from '../../../lib/i18n';

/** /doctorpresciption (docs/screens-and-flows.md#flows): the prescriptions a doctor wrote, or a patient was given, newest first. */
export function DoctorPrescriptionsPage() {
  const viewer = useSession();
  // Wording only: the list is what the API answers, what the viewer wrote or was given.
  const doctor = holdsRole(viewer?.roles ?? [], 'doctor');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<PrescriptionDto | null>(null);
  const query = useOwnPrescriptions(page);
  // One layout at a time: a table where five columns fit, cards on a phone.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${em(getBreakpointValue('sm', theme.breakpoints))})`);
  const pages = Math.ceil((query.data?.total ?? 0) / OWN_PAGE_SIZE);

  return (
    <ListPage
      title={t('My Prescriptions')}
      description={
        doctor
          ? t('The prescriptions you wrote on your patients’ requests, newest first.')
          : t('The prescriptions your doctors wrote for you, newest first.')
      }
      icon={IconPrescription}
    >
      {query.isPending ? (
        <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading prescriptions')}>
          <Stack gap="md">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={20} />
            ))}
          </Stack>
        </Card>
      ) : query.isError ? (
        <LoadFailedAlert title={t('We could not load your prescriptions')} query={query} />
      ) : query.data.rows.length === 0 ? (
        <Card padding="xl" shadow="xs">
          <Stack align="center" gap={4} ta="center">
            <IconPrescription size={36} stroke={1.4} color="var(--mantine-color-care-6)" />
            <Text fw={600}>{t('No prescriptions yet')}</Text>
            <Text size="sm" c="dimmed" maw={420}>
              {doctor
                ? t('Prescriptions you write from a request you accepted appear here.')
                : t('Prescriptions your doctors write on your requests appear here.')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Card padding="lg" shadow="xs" aria-busy={query.isPlaceholderData}>
          {wide ? (
            <PrescriptionTable rows={query.data.rows} onView={setShown} />
          ) : (
            <PrescriptionCards rows={query.data.rows} onView={setShown} />
          )}
          {pages > 1 && (
            <Group justify="center" mt="lg">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Card>
      )}
      <PrescriptionDialog prescription={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}

interface RowsProps {
  rows: PrescriptionSummaryDto[];
  onView: (prescription: PrescriptionDto) => void;
}

function RequestLink({ row }: { row: PrescriptionSummaryDto }) {
  return (
    <Anchor
      component={Link}
      to={`/donationRequest/${row.requestId}`}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.requestTitle}
    </Anchor>
  );
}

function Actions({ row, onView }: { row: PrescriptionSummaryDto; onView: RowsProps['onView'] }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={() => onView(row)}>
        {t('View')}
      </Button>
      {row.abilities.print && <PrintButton prescriptionId={row._id} size="xs" variant="light" />}
    </Group>
  );
}

function PrescriptionTable({ rows, onView }: RowsProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Patient')}</Table.Th>
          <Table.Th>{t('Request')}</Table.Th>
          <Table.Th>{t('Date')}</Table.Th>
          <Table.Th>{t('Medicines')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td fw={600}>{row.patient.fullName}</Table.Td>
            <Table.Td>
              <RequestLink row={row} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Td>
            <Table.Td>{medicinesCount(row.medicines.length)}</Table.Td>
            <Table.Td>
              <Actions row={row} onView={onView} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PrescriptionCards({ rows, onView }: RowsProps) {
  return (
    <Stack gap="md">
      {rows.map((row) => (
        <Stack
          key={row._id}
          gap={6}
          component="article"
          pb="md"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.patient.fullName}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.createdAt)}
            </Text>
          </Group>
          <RequestLink row={row} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {medicinesCount(row.medicines.length)}
            </Text>
            <Actions row={row} onView={onView} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
