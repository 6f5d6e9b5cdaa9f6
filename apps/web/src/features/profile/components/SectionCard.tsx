import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  description?: string;
  icon: Icon;
  /** Shown at the heading's right (an action or a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A white card with an icon heading: one section of a profile. */
export function SectionCard({ id, title, description, icon: Icon, aside, children }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId} id={id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={36} radius="md">
            <Icon size={20} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={headingId} lh={1.3} mt={6}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={2}>
                {description}
              </Text>
            )}
          </div>
        </Group>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
