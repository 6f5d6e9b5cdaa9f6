import { Container, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FEED_PAGE_SIZE, REQUEST_MESSAGES } from '@carenet/shared';
import { t } from '../../../lib/i18n';
import { useRequestPages } from '../../../lib/requests';
import { RequestList } from '../../components/RequestList';

/** /search/{keyword} for a signed-out visitor: the public feed (doctors' campaigns) matching the keyword. */
export function PublicSearchResults({ keyword }: { keyword: string }) {
  const query = useRequestPages('public-search', { keyword }, { pageSize: FEED_PAGE_SIZE });
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('Search results')}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('Campaigns that match “{keyword}”.', { keyword })}
          </Text>
        </Stack>
        <RequestList
          query={query}
          label={t('Search results')}
          emptyText={t(REQUEST_MESSAGES.noRequestsFound)}
          emptyIcon={IconSearch}
        />
      </Stack>
    </Container>
  );
}
