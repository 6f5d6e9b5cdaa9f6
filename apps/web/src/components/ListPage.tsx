import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListPageProps {
  title: string;
  description: string;
  icon: Icon;
  /** A button beside the heading (create something). */
  action?: ReactNode;
  /** Controls under the heading (a list switch). */
  controls?: ReactNode;
  children: ReactNode;
}

/** The frame of a request list page: a heading card, then the cards. */
export function ListPage({
  title,
  description,
  icon: HeadingIcon,
  action,
  controls,
  children,
}: ListPageProps) {
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="md">
            <Group justify="space-between" gap="md">
              <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <HeadingIcon size={26} stroke={1.6} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 22, sm: 26 }}>
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </div>
              </Group>
              {action}
            </Group>
            {controls}
          </Stack>
        </Card>
        {children}
      </Stack>
    </Container>
  );
}
