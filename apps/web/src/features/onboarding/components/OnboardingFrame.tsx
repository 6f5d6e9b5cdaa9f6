import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The page around an onboarding form: its title, what happens next, then the form in a card. */
export function OnboardingFrame({
  icon: FrameIcon,
  title,
  description,
  children,
}: {
  icon: Icon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <FrameIcon size={26} />
          </ThemeIcon>
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          </div>
        </Group>
        <Card padding="lg" shadow="xs">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}
