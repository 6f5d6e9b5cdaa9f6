import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../lib/i18n';

// Loaded when shown, as the '*' route loads it: no first load carries a page few visitors see.
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

/** What a screen that crashed shows instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  const detail = error instanceof Error ? error.message : null;
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
