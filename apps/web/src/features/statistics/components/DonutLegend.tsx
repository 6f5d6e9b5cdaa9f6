import { Box, Group, Text } from '@mantine/core';
import { formatCount } from '../format';

export interface DonutSlice {
  name: string;
  value: number;
  /** A theme colour such as 'blue.6', as the donut draws the slice. */
  color: string;
}

/** What each colour of a donut stands for: Mantine's DonutChart draws no legend of its own. */
export function DonutLegend({ slices }: { slices: DonutSlice[] }) {
  return (
    <Group component="ul" justify="center" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {slices.map((slice) => (
        <Group component="li" key={slice.name} gap={6} wrap="nowrap">
          <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 3, flexShrink: 0 }} />
          <Text size="sm">
            {slice.name}{' '}
            <Text span size="sm" c="dimmed">
              {formatCount(slice.value)}
            </Text>
          </Text>
        </Group>
      ))}
    </Group>
  );
}
