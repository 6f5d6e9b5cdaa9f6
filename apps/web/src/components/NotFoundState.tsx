import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

interface NotFoundStateProps {
  icon: Icon;
  title: string;
  /** Why it may be missing, in the reader's terms. */
  children: ReactNode;
  /** Another way on, beside 'Back to home'. */
  extra?: ReactNode;
}

/** Something the address names that does not exist, or that the reader may not see (a 404). */
export function NotFoundState({ icon: StateIcon, title, children, extra }: NotFoundStateProps) {
  return (
    <Stack align="center" gap="md" maw={480} mx="auto" ta="center" py={{ base: 32, sm: 64 }}>
      <ThemeIcon size={72} radius="xl" variant="light">
        <StateIcon size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('Back to home')}
        </Button>
        {extra}
      </Group>
    </Stack>
  );
}
