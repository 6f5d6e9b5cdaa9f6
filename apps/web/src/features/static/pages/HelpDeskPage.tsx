import { Accordion, Card, Grid, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { ContactChannels } from '../components/ContactChannels';
import { FeedbackForm } from '../components/FeedbackForm';
import { StaticPage } from '../components/StaticPage';
import { t } from '../../../lib/i18n';
import { CONTACT } from '../content/contact';
import { faqGroups, type FaqGroup } from '../content/faq';

function matches(search: string, group: FaqGroup): FaqGroup {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return group;
  return {
    ...group,
    items: group.items.filter((item) => {
      const haystack = `${group.title} ${item.question} ${item.keywords ?? ''}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    }),
  };
}

/** /users/help-desk: answers to common questions, then a way to ask ours. */
export function HelpDeskPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const groups = faqGroups()
    .map((group) => matches(deferredSearch, group))
    .filter((group) => group.items.length);

  return (
    <StaticPage
      eyebrow={t('Help desk')}
      title={t('How can we help?')}
      lead={t(
        'Answers about accounts, verification codes, phone numbers, roles and the privacy of your records.',
      )}
    >
      <Stack gap="xl">
        <TextInput
          size="md"
          placeholder={t('Search the help desk, e.g. code not received')}
          aria-label={t('Search the help desk')}
          leftSection={<IconSearch size={18} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={640}
        />

        {groups.length === 0 ? (
          <Card padding="xl">
            <Stack align="center" ta="center" gap="xs" py="md">
              <ThemeIcon variant="light" size={56} radius="xl" color="gray">
                <IconMoodEmpty size={30} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>{t('No answers match “{search}”', { search: deferredSearch })}</Text>
              <Text size="sm" c="dimmed">
                {t('Try other words, or send us your question with the form below.')}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Grid gutter={{ base: 'md', md: 'lg' }}>
            {groups.map((group) => (
              <Grid.Col key={group.id} span={{ base: 12, md: 6 }}>
                <FaqCard group={group} />
              </Grid.Col>
            ))}
          </Grid>
        )}

        <div id="ask">
          <Title order={2} fz={{ base: 22, sm: 26 }} mb={4}>
            {t('Still need help?')}
          </Title>
          <Text c="dimmed" mb="lg">
            {t('Send us your question and we will reply within {time}.', { time: t(CONTACT.responseTime) })}
          </Text>
          <Grid gutter={{ base: 'md', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <FeedbackForm
                kind="help"
                title={t('Ask the help desk')}
                withSubject
                messageLabel={t('Your question')}
                messagePlaceholder={t('Describe what you were trying to do and what happened.')}
                submitLabel={t('Send question')}
                successText={t(
                  'Your question is with our support team. We will reply by e-mail within {time}.',
                  { time: t(CONTACT.responseTime) },
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ContactChannels />
            </Grid.Col>
          </Grid>
        </div>
      </Stack>
    </StaticPage>
  );
}

function FaqCard({ group }: { group: FaqGroup }) {
  const Icon = group.icon;
  return (
    <Card padding={0} h="100%">
      <Group gap="sm" wrap="nowrap" px="lg" pt="lg" pb="xs">
        <ThemeIcon variant="light" size={36} radius="md">
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {group.title}
        </Title>
      </Group>
      <Accordion variant="default" chevronPosition="right" px="xs" pb="xs">
        {group.items.map((item) => (
          <Accordion.Item key={item.question} value={item.question} style={{ borderBottom: 0 }}>
            <Accordion.Control>
              <Text fw={500} size="sm">
                {item.question}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" c="gray.7" lh={1.65}>
                {item.answer}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Card>
  );
}
