import { Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@carenet/shared';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useSavePreferences } from '../api';
import { t, tm } from '../../../lib/i18n';

/** Which channels each kind of notification uses: a row per kind, a switch per channel. */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePreferences();
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  // A phone gets a card per kind with labelled switches instead of a table it would scroll sideways.
  const narrow = useMediaQuery('(max-width: 36em)');

  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setValues((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));

  const submit = () => {
    setError(null);
    save.mutate(values, {
      onSuccess: ({ message, data }) => {
        setValues(data);
        notifySuccess(message);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Stack gap="md">
      <FormErrorAlert message={error} />
      {narrow ? (
        <Stack gap="sm">
          {NOTIFICATION_KINDS.map((kind) => (
            <Paper key={kind} withBorder p="sm" radius="md">
              <Text size="sm" fw={600}>
                {tm(NOTIFICATION_KIND_LABELS[kind].label)}
              </Text>
              <Text size="xs" c="dimmed" mb="xs">
                {tm(NOTIFICATION_KIND_LABELS[kind].description)}
              </Text>
              <Stack gap={6}>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Switch
                    key={channel}
                    label={tm(NOTIFICATION_CHANNEL_LABELS[channel])}
                    checked={values[kind][channel]}
                    onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                    aria-label={t('{kind}: {channel}', {
                      kind: tm(NOTIFICATION_KIND_LABELS[kind].label),
                      channel: tm(NOTIFICATION_CHANNEL_LABELS[channel]),
                    })}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Notify me about')}</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    {tm(NOTIFICATION_CHANNEL_LABELS[channel])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {tm(NOTIFICATION_KIND_LABELS[kind].label)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {tm(NOTIFICATION_KIND_LABELS[kind].description)}
                    </Text>
                  </Table.Td>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          checked={values[kind][channel]}
                          onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                          aria-label={t('{kind}: {channel}', {
                            kind: tm(NOTIFICATION_KIND_LABELS[kind].label),
                            channel: tm(NOTIFICATION_CHANNEL_LABELS[channel]),
                          })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={!changed}>
          {t('Save settings')}
        </Button>
      </Group>
    </Stack>
  );
}
