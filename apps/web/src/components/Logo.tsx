import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** White text for dark backgrounds. */
  inverted?: boolean;
  size?: number;
}

/** The product's name: a brand, written the same in every language. */
const BRAND = 'CareNet';

/** The CareNet mark and word. */
export function Logo({ inverted, size = 32 }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b7a75'} />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={inverted ? '#0b7a75' : '#ffffff'} />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.66}
        lh={1}
        c={inverted ? 'white' : 'care.8'}
        style={{ letterSpacing: -0.5 }}
      >
        {BRAND}
      </Text>
    </Group>
  );
}
