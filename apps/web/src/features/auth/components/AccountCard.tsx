import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AccountCardProps {
  icon: Icon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A single account setting on its own page, inside the app chrome. */
export function AccountCard({ icon: CardIcon, title, description, children }: AccountCardProps) {
  return (
    <Container size={560} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <CardIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
