import { Badge, Card, Container, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { t } from '../../../lib/i18n';
import { useActiveDrivers } from '../api';
import { driverRows } from '../drivers';

/**
 * /admin/settings (route needs viewSettings): which driver each outside service runs on, read-only. The
 * drivers are chosen by the server's settings (README, Configuration), so a driver that is not set up
 * says so here instead of pretending.
 */
export function SettingsPage() {
  const query = useActiveDrivers();

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconSettings size={26} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('Settings')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(
                'The service each part of CareNet runs on. They are chosen in the server’s settings and change when it restarts.',
              )}
            </Text>
          </div>
        </Group>

        {query.isError ? (
          <LoadFailedAlert title={t('We could not load the settings')} query={query} />
        ) : !query.data ? (
          <Skeleton height={320} radius="md" aria-label={t('Loading the settings')} />
        ) : (
          <Card padding={0} shadow="xs" withBorder>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('Service')}</Table.Th>
                  <Table.Th scope="col">{t('Active driver')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {driverRows(query.data).map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row" fw={600}>
                      {t(row.service, { model: row.model ?? '' })}
                    </Table.Th>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm">{t(row.driver)}</Text>
                        {row.offline && (
                          <Badge color="yellow" variant="light" size="sm">
                            {t('Not connected')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
