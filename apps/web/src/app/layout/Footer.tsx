import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { t } from '../../lib/i18n';
import { useServerYear } from '../../lib/serverYear';
import { FOOTER_LINKS } from './footerLinks';

/** docs/screens-and-flows.md#layout Layout footer: copyright and the About, Contact Us, Privacy, Terms and Legal links. */
export function Footer() {
  const year = useServerYear();
  return (
    <Container
      component="footer"
      fluid
      w="100%"
      py="lg"
      px={{ base: 'md', md: 'xl' }}
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('© {year} CareNet. All rights reserved.', { year })}
        </Text>
        <Group component="nav" aria-label={t('Footer')} gap="lg" style={{ rowGap: 6 }}>
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {t(link.label)}
            </Anchor>
          ))}
          <LanguageSwitch />
        </Group>
      </Group>
    </Container>
  );
}
