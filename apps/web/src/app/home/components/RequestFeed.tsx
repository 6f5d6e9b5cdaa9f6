import { ActionIcon, Button, Card, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { REQUEST_MESSAGES, type SignedInUserDto } from '@carenet/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { RequestList } from '../../components/RequestList';
import { activeFeedTab, feedListOptions } from '../feedList';
import { DEFAULT_FEED_TAB, feedTabsFor, type FeedTab } from '../feedTabs';

/** The search address of docs/screens-and-flows.md#home-and-feed (/search/{keyword}), or home when the keyword is empty. */
function searchPath(keyword: string, tab: string): string {
  const query = tab === DEFAULT_FEED_TAB ? '' : `?tab=${tab}`;
  const trimmed = keyword.trim();
  return trimmed ? `/search/${encodeURIComponent(trimmed)}${query}` : `/${query}`;
}

/** Names the tabs' ids (`<id>-tab-<key>`) and their panel's (`<id>-panel-<key>`). */
const FEED_TABS_ID = 'request-feed';

/** docs/screens-and-flows.md#home-and-feed centre feed: the role feed and its tabs, a search box, request cards loaded as you scroll. */
export function RequestFeed({ user, keyword }: { user: SignedInUserDto; keyword: string }) {
  const tabs = feedTabsFor(user.roles);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = activeFeedTab(tabs, searchParams.get('tab'));

  const selectTab = (key: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (!key || key === DEFAULT_FEED_TAB) next.delete('tab');
    else next.set('tab', key);
    setSearchParams(next);
  };

  return (
    <Stack gap="md">
      <Card padding="lg" shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz="xl">
              {keyword ? t('Search results') : t('Requests')}
            </Title>
            <FeedSearch key={keyword} keyword={keyword} tab={active.key} />
          </Group>
          {keyword && (
            <Text size="sm" c="dimmed">
              {t('Showing requests that match “{keyword}”.', { keyword })}
            </Text>
          )}
          {/* Pills wrap, so every tab stays in sight on a phone instead of scrolling out of view. */}
          <Tabs id={FEED_TABS_ID} value={active.key} onChange={selectTab} variant="pills" radius="xl">
            <Tabs.List data-tour="feed-tabs">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key} fw={500}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Stack>
      </Card>
      {/* The list is the selected tab's panel, the one each tab names in aria-controls. */}
      <div
        role="tabpanel"
        id={`${FEED_TABS_ID}-panel-${active.key}`}
        aria-labelledby={`${FEED_TABS_ID}-tab-${active.key}`}
      >
        <FeedList key={`${active.key}:${keyword}`} tab={active} keyword={keyword} />
      </div>
    </Stack>
  );
}

function FeedSearch({ keyword, tab }: { keyword: string; tab: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath(value, tab));
  };
  return (
    <form
      role="search"
      data-tour="feed-search"
      onSubmit={submit}
      style={{ flex: '1 1 240px', maxWidth: 360 }}
    >
      <TextInput
        aria-label={t('Search requests')}
        placeholder={t('Search by title, description or Ref id')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          keyword ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('Clear search')}
              onClick={() => void navigate(searchPath('', tab))}
            >
              <IconX size={16} />
            </ActionIcon>
          ) : null
        }
      />
    </form>
  );
}

function FeedList({ tab, keyword }: { tab: FeedTab; keyword: string }) {
  const query = useInfiniteQuery(feedListOptions(tab, keyword));
  return (
    <RequestList
      query={query}
      label={t(tab.label)}
      showDoctorActions
      emptyText={t(keyword ? REQUEST_MESSAGES.noRequestsFound : REQUEST_MESSAGES.emptyRequestList)}
      emptyIcon={keyword ? IconSearch : undefined}
      emptyAction={
        keyword ? null : (
          <Button component={Link} to="/create-request" leftSection={<IconPlus size={18} />} mt="xs">
            {t('Create Request')}
          </Button>
        )
      }
    />
  );
}
