import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AdminListHeaderProps {
  title: string;
  description: string;
  icon: Icon;
  /** The button beside the heading (an export). */
  action?: ReactNode;
}

/** The heading of an administrators' list screen, wrapping under the action on a phone. */
export function AdminListHeader({ title, description, icon: HeadingIcon, action }: AdminListHeaderProps) {
  return (
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
  );
}
