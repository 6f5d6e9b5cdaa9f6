import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

/** Any path no screen answers. */
export function NotFoundPage() {
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMapQuestion size={40} stroke={1.5} />
        </ThemeIcon>
        <Text c="care.9" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: 1 }}>
          {t('Error 404')}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('Page not found')}
        </Title>
        <Text c="dimmed">
          {t(
            'The page you are looking for does not exist or has moved. Check the address, or head back to the home page.',
          )}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />} mt="sm">
          {t('Back to home')}
        </Button>
      </Stack>
    </Center>
  );
}
