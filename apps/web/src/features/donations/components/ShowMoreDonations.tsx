import { Anchor, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';

interface ShowMoreDonationsProps {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
}

/** The next page of a donations list on request, and the reason when it could not be loaded. */
export function ShowMoreDonations({ query }: ShowMoreDonationsProps) {
  return (
    <>
      {query.hasNextPage && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt="xs"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('Loading…') : t('Show more donations')}
        </Anchor>
      )}
      {query.isFetchNextPageError && (
        <Text size="sm" c="red.7" mt="xs">
          {errorMessage(query.error)}
        </Text>
      )}
    </>
  );
}
