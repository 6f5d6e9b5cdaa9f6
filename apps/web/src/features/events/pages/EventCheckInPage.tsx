import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { CheckInResultDto } from '@carenet/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { errorMessage } from '../../../lib/api';
import { useAllEvents, useCheckIn, useCheckedIn } from '../api';
import { formatTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

const time = (iso: string | null) => (iso ? formatTime(iso) : '');

function CheckedInList() {
  const events = useAllEvents();
  const [eventId, setEventId] = useState<string | null>(null);
  const selected = eventId ?? events.data?.[0]?._id ?? null;
  const list = useCheckedIn(selected);
  if (events.isPending) return <Skeleton height={120} />;
  if (!events.data?.length) return null;
  return (
    <Card padding="lg" shadow="xs" withBorder>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('Checked in')}
        </Title>
        <Select
          label={t('Event')}
          data={events.data.map((event) => ({ value: event._id, label: event.title }))}
          value={selected}
          onChange={setEventId}
          allowDeselect={false}
        />
        {list.isPending && <Skeleton height={80} />}
        {list.isError && <Text c="red.9">{errorMessage(list.error)}</Text>}
        {list.data?.length === 0 && <Text>{t('Nobody has checked in yet.')}</Text>}
        {!!list.data?.length && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('E-mail')}</Table.Th>
                <Table.Th>{t('Checked in')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                  <Table.Td>{time(row.checkedInAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/eventCheckin: staff enter (or paste) the code from an attendee's QR; a scanned QR opens this
 * page with the code in the fragment, ready to confirm.
 */
export function EventCheckInPage() {
  const checkIn = useCheckIn();
  const [token, setToken] = useState('');
  const [result, setResult] = useState<{ data: CheckInResultDto; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const fromQr = window.location.hash.slice(1);
    if (fromQr) setToken(decodeURIComponent(fromQr));
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    try {
      const answer = await checkIn.mutateAsync(token.trim());
      setResult({ data: answer.data, message: answer.message });
      setToken('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('Event Check-in')}</Title>
        <Card padding="lg" shadow="xs" withBorder>
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Check an attendee in')}>
            <Stack gap="sm">
              <TextInput
                label={t('Check-in code')}
                description={t("The code under the attendee's QR code, or the whole link the QR code opens")}
                value={token}
                onChange={(e) => setToken(e.currentTarget.value.replace(/^.*#/, ''))}
                autoComplete="off"
              />
              <Group>
                <Button type="submit" loading={checkIn.isPending} disabled={token.trim().length < 10}>
                  {t('Check in')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <FormErrorAlert message={error} />
        {result && (
          <Alert
            color={result.data.alreadyCheckedIn ? 'yellow' : 'green'}
            icon={result.data.alreadyCheckedIn ? <IconAlertTriangle /> : <IconCircleCheck />}
            title={result.data.alreadyCheckedIn ? t('Already checked in') : t('Checked in')}
            role="status"
          >
            <Text size="sm">{result.message}</Text>
            <Text size="sm">
              {result.data.event.title} · {result.data.registration.email}
            </Text>
          </Alert>
        )}
        <CheckedInList />
      </Stack>
    </Container>
  );
}
