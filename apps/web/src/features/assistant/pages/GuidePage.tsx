import { Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { ASSISTANT_MESSAGES } from '@carenet/shared';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { useGuidePage } from '../api';
import { t, tm } from '../../../lib/i18n';

/** A section's text: paragraphs, and lists where its lines start with "- ". */
function SectionText({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text.split(/\n{2,}/).map((block, index) => {
        const items = block.split('\n').filter((line) => line.startsWith('- '));
        return items.length ? (
          <List key={index} size="sm" spacing={4}>
            {items.map((item) => (
              <List.Item key={item}>{item.slice(2)}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index} size="sm">
            {block}
          </Text>
        );
      })}
    </Stack>
  );
}

/** /chat-bot/guide/{page}: a page of the offline assistant's guide, which its answers cite. */
export function GuidePage() {
  const { page = '' } = useParams();
  const { hash } = useLocation();
  const query = useGuidePage(page);

  // The cited section, once the page is there to scroll to.
  useEffect(() => {
    if (query.data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [query.data, hash]);

  return (
    <Container size="md" py="md">
      <QueryView
        query={query}
        loading={<Skeleton h={300} />}
        notFound={
          <NotFoundState icon={IconBook} title={t('Page not found')}>
            {tm(ASSISTANT_MESSAGES.guideNotFound)}
          </NotFoundState>
        }
        failedTitle={t('We could not load this page of the guide')}
      >
        {(guide) => (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{guide.title}</Title>
              <Text size="sm" c="dimmed">
                {tm(ASSISTANT_MESSAGES.disclaimer)}
              </Text>
              <Anchor component={Link} to="/chat-bot" size="sm">
                {t('Ask the medical assistant')}
              </Anchor>
            </Stack>
            {guide.sections.map((section) => (
              <Stack key={section.anchor} gap="xs" component="section" id={section.anchor}>
                <Title order={2} size="h3">
                  {section.heading}
                </Title>
                <SectionText text={section.text} />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
