import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { msg, t } from '../../../lib/i18n';
import { useServerYear } from '../../../lib/serverYear';
import { LegalDocument } from '../components/LegalDocument';
import { LEGAL_EFFECTIVE_DATE } from '../content/contact';
import { TERMS_INTRO, termsSections } from '../content/terms';

const termsDocument = (topOffset?: number) => (
  <LegalDocument
    eyebrow={msg('Legal')}
    title={msg('Terms of Use')}
    intro={TERMS_INTRO}
    effectiveDate={LEGAL_EFFECTIVE_DATE}
    sections={termsSections()}
    topOffset={topOffset}
  />
);

/** /users/Terms, inside the app shell. */
export function TermsPage() {
  return termsDocument();
}

/**
 * /termsandconditions: the same terms without the top bar and footer (docs/screens-and-flows.md#layout), as linked from sign-up,
 * so it carries its own slim header and way back.
 */
export function StandaloneTermsPage() {
  const year = useServerYear();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" aria-label={t('CareNet home')} underline="never">
              <Logo size={28} />
            </Anchor>
            <Button
              component={Link}
              to="/"
              variant="subtle"
              size="sm"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('Back to CareNet')}
            </Button>
          </Group>
        </Container>
      </Box>
      {termsDocument(24)}
      <Container size="lg" px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('© {year} CareNet. All rights reserved.', { year })}
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/users/Privacy" size="sm" c="dimmed">
              {t('Privacy')}
            </Anchor>
            <Anchor component={Link} to="/users/ContactUs" size="sm" c="dimmed">
              {t('Contact Us')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
