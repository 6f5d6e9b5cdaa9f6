import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { t } from '../../../lib/i18n';

interface ChartCardProps<T> {
  title: string;
  /** What the numbers count, under the title. */
  description: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** The chart and the table of its numbers. */
  children: (data: T) => ReactNode;
}

/** One statistic: its title, then loading, failed, empty or the chart with its numbers. */
export function ChartCard<T>({ title, description, query, isEmpty, emptyText, children }: ChartCardProps<T>) {
  const titleId = useId();
  let body: ReactNode;
  if (query.isError)
    body = (
      <LoadFailedAlert title={t('We could not load {what}', { what: title.toLowerCase() })} query={query} />
    );
  else if (query.isPending && query.fetchStatus === 'idle')
    body = <Text c="dimmed">{t('Choose a valid date range to see these numbers.')}</Text>;
  else if (query.isPending)
    body = <Skeleton height={240} radius="md" aria-label={t('Loading {title}', { title })} />;
  else if (isEmpty(query.data)) body = <Text c="dimmed">{emptyText}</Text>;
  else body = children(query.data);

  return (
    <Card component="section" padding="lg" shadow="xs" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
