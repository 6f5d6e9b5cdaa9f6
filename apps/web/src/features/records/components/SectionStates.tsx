import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list section's first load: rows the shape of what is coming. */
export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** A list section with nothing in it yet, saying what would be there. */
export function SectionEmpty({
  icon: EmptyIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" gap={6} py="lg" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <EmptyIcon size={26} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {children}
      </Text>
    </Stack>
  );
}
