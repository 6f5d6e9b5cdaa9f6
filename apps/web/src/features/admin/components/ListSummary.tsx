import { Text } from '@mantine/core';
import { formatNumber, t } from '../../../lib/i18n';

interface ListSummaryProps {
  page: number;
  pageSize: number;
  total: number;
  /** msg()-marked, with {first}, {last} and {total}: 'Showing {first}–{last} of {total} users'. */
  showing: string;
  /** Shown when nothing matches the filters (already translated). */
  empty: string;
}

/** 'Showing 1–15 of 1,204 users', read out when the page or the filters change. */
export function ListSummary({ page, pageSize, total, showing, empty }: ListSummaryProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total
        ? t(showing, {
            first: formatNumber(first),
            last: formatNumber(last),
            total: formatNumber(total),
          })
        : empty}
    </Text>
  );
}
