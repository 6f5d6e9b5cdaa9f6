import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { t } from '../lib/i18n';

/** What a screen that crashed shows instead of a blank page: what happened, and a way to reload. */
export function CrashNotice({ detail }: { detail: string | null }) {
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('Something went wrong')}
        </Title>
        <Text c="dimmed">{t('This page ran into a problem. Reloading usually helps.')}</Text>
        {detail && <Code block>{detail}</Code>}
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </Button>
      </Stack>
    </Center>
  );
}
