import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ActivityLogEntryDto } from '@carenet/shared';
import { formatDateTime } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';

interface RowsProps {
  entries: ActivityLogEntryDto[];
}

/** Reads and writes of patients' health data stand out, so an administrator can account for them. */
function HealthDataBadge({ entry }: { entry: ActivityLogEntryDto }) {
  if (!entry.healthData) return null;
  return (
    <Badge color="red" variant="light" radius="sm" tt="none">
      {t('Health data')}
    </Badge>
  );
}

function Who({ entry }: { entry: ActivityLogEntryDto }) {
  if (!entry.user) return <Text size="sm">{t('System or signed out')}</Text>;
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {entry.user.name || t('CareNet member')}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.user.email}
      </Text>
    </div>
  );
}

function Subject({ entry }: { entry: ActivityLogEntryDto }) {
  if (!entry.subjectType && !entry.subjectId) return <Text size="sm">–</Text>;
  return (
    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {[entry.subjectType, entry.subjectId].filter(Boolean).join(' ')}
    </Text>
  );
}

/** Wide screens: one row per entry. */
export function ActivityLogTable({ entries }: RowsProps) {
  return (
    <Card padding={0} shadow="xs" visibleFrom="sm">
      {/* A native scroller that takes focus, so a keyboard can scroll the table sideways (axe scrollable-region-focusable). */}
      <Table.ScrollContainer
        minWidth={900}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('User activity')}
      >
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('User activity')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('When')}</Table.Th>
              <Table.Th>{t('Who')}</Table.Th>
              <Table.Th>{t('Category')}</Table.Th>
              <Table.Th>{t('Action')}</Table.Th>
              <Table.Th>{t('Subject')}</Table.Th>
              <Table.Th>{t('IP address')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td maw={260}>
                  <Who entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{tm(entry.category)}</Text>
                    <HealthDataBadge entry={entry} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {entry.action}
                  </Text>
                </Table.Td>
                <Table.Td maw={240}>
                  <Subject entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.ip ?? '–'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Phones: one card per entry instead of a table. */
export function ActivityLogCards({ entries }: RowsProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {entries.map((entry) => (
        <Card key={entry.id} padding="md" shadow="xs" component="article" aria-label={entry.action}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.createdAt)}
              </Text>
              <Group gap={6}>
                <Badge variant="outline" color="gray" radius="sm" tt="none">
                  {tm(entry.category)}
                </Badge>
                <HealthDataBadge entry={entry} />
              </Group>
            </Group>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {entry.action}
            </Text>
            <Who entry={entry} />
            <Subject entry={entry} />
            {entry.ip && (
              <Text size="xs" c="dimmed">
                {t('From {ip}', { ip: entry.ip })}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
