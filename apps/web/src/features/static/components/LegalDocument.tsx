import { Accordion, Box, Card, Grid, NavLink, Stack, Text, Title } from '@mantine/core';
import { useScrollSpy } from '@mantine/hooks';
import type { MouseEvent, ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { StaticPage } from './StaticPage';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  intro: string;
  effectiveDate: string;
  sections: DocSection[];
  /** Height of the fixed bar above the page (none on the chromeless terms page). */
  topOffset?: number;
}

/** The app shell's top bar (64 px) plus breathing room. */
const SHELL_OFFSET = 88;

/** A long policy page: banner, a table of contents (beside the text on wide screens) and numbered sections. */
export function LegalDocument({
  eyebrow,
  title,
  intro,
  effectiveDate,
  sections,
  topOffset = SHELL_OFFSET,
}: LegalDocumentProps) {
  const spy = useScrollSpy({ selector: '[data-legal-heading]', offset: topOffset + 8 });

  const jumpTo = (event: MouseEvent<HTMLElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  const contents = sections.map((section, index) => (
    <NavLink
      key={section.id}
      href={`#${section.id}`}
      label={t('{number}. {title}', { number: index + 1, title: t(section.title) })}
      active={spy.initialized && spy.active === index}
      onClick={(event) => jumpTo(event, section.id)}
      styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { whiteSpace: 'normal' } }}
    />
  ));

  return (
    <StaticPage
      eyebrow={t(eyebrow)}
      title={t(title)}
      lead={t(intro)}
      meta={t('Effective {date}', { date: t(effectiveDate) })}
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Box pos="sticky" top={topOffset}>
            <Text fw={700} size="sm" c="dimmed" tt="uppercase" mb="xs" px="sm" style={{ letterSpacing: 0.6 }}>
              {t('On this page')}
            </Text>
            <Stack gap={2} component="nav" aria-label={t('On this page')}>
              {contents}
            </Stack>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card padding={0} hiddenFrom="md" mb="md">
            <Accordion chevronPosition="right">
              <Accordion.Item value="contents" style={{ borderBottom: 0 }}>
                <Accordion.Control>
                  <Text fw={600}>{t('On this page')}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap={2} component="nav" aria-label={t('On this page')}>
                    {contents}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Card>
          <Card padding={0}>
            <Stack gap={0}>
              {sections.map((section, index) => (
                <Box
                  key={section.id}
                  component="section"
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  px={{ base: 'md', sm: 'xl' }}
                  py="lg"
                  style={{
                    scrollMarginTop: topOffset,
                    borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)',
                  }}
                >
                  <Title
                    order={2}
                    fz={{ base: 'lg', sm: 'xl' }}
                    mb="sm"
                    id={`${section.id}-title`}
                    data-legal-heading
                  >
                    <Text span c="care.9" inherit mr={8}>
                      {index + 1}.
                    </Text>
                    {t(section.title)}
                  </Title>
                  {section.body}
                </Box>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </StaticPage>
  );
}
