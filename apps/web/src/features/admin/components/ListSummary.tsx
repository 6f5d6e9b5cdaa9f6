import { Text } from '@mantine/core';
import { formatCount } from '../format';

interface ListSummaryProps {
  page: number;
  pageSize: number;
  total: number;
  /** The plural noun of the rows ('users'). */
  noun: string;
  /** Shown when nothing matches the filters. */
  empty: string;
}

/** 'Showing 1–15 of 1,204 users', read out when the page or the filters change. */
export function ListSummary({ page, pageSize, total, noun, empty }: ListSummaryProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}` : empty}
    </Text>
  );
}
