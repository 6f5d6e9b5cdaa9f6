import { Badge, Box, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StaticPageHeaderProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A small line under the lead (an effective date, response times). */
  meta?: ReactNode;
}

/** The calm banner at the top of the help, contact and legal pages. */
export function StaticPageHeader({ eyebrow, title, lead, meta }: StaticPageHeaderProps) {
  return (
    <Box
      component="header"
      py={{ base: 32, sm: 48 }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-care-0) 0%, #ffffff 70%)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" px={{ base: 'md', sm: 'xl' }}>
        <Text c="care.8" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: 1 }}>
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 38 }} mt={6} lh={1.2}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" mt="sm" maw={720} lh={1.6}>
          {lead}
        </Text>
        {meta && (
          <Group mt="md" gap="xs">
            {typeof meta === 'string' ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" fw={500}>
                {meta}
              </Badge>
            ) : (
              meta
            )}
          </Group>
        )}
      </Container>
    </Box>
  );
}
