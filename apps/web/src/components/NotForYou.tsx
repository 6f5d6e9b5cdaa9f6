import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

/** A finished page for someone a list is not meant for. */
export function NotForYou({ icon: StateIcon, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Card padding="xl" shadow="xs">
        <Stack align="center" gap="md" ta="center" py="lg">
          <ThemeIcon size={72} radius="xl" variant="light" color="gray">
            <StateIcon size={38} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={420}>
            {text}
          </Text>
          <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
            {t('Back to home')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
