import { Box, Grid, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Body text of the long-form pages: comfortable line length and spacing. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text component="p" mt={0} mb="sm" lh={1.7}>
      {children}
    </Text>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} mb="sm" pr="xs" styles={{ item: { lineHeight: 1.65 } }}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * Two columns of facts (who / what, information / how long). Side by side on wide screens; on a phone
 * each row stacks, its label above its text, so nothing needs sideways scrolling.
 */
export function FactTable({ head, rows }: { head: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <Box
      mb="md"
      role="table"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Grid
        gutter={0}
        visibleFrom="sm"
        bg="gray.0"
        role="row"
        style={{
          borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Grid.Col span={4} px="md" py="sm" role="columnheader">
          <Text size="sm" fw={700}>
            {head[0]}
          </Text>
        </Grid.Col>
        <Grid.Col span={8} px="md" py="sm" role="columnheader">
          <Text size="sm" fw={700}>
            {head[1]}
          </Text>
        </Grid.Col>
      </Grid>
      {rows.map(([left, right], index) => (
        <Grid
          key={index}
          gutter={0}
          role="row"
          style={{
            borderTop: '1px solid var(--mantine-color-gray-3)',
            ...(index === 0 ? { borderTopWidth: 0 } : {}),
          }}
        >
          <Grid.Col span={{ base: 12, sm: 4 }} px="md" pt="sm" pb={{ base: 2, sm: 'sm' }} role="rowheader">
            <Text size="sm" fw={600}>
              {left}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }} px="md" pt={{ base: 0, sm: 'sm' }} pb="sm" role="cell">
            <Text size="sm" c="gray.7" lh={1.6}>
              {right}
            </Text>
          </Grid.Col>
        </Grid>
      ))}
    </Box>
  );
}
