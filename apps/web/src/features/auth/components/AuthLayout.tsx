import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconHeartbeat, IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { Logo } from '../../../components/Logo';
import classes from './AuthLayout.module.css';
import { msg, t } from '../../../lib/i18n';

const AUDIENCES = [
  {
    icon: IconHeartbeat,
    title: msg('Patients'),
    text: msg('Ask for care, keep your records and meet doctors online.'),
  },
  {
    icon: IconStethoscope,
    title: msg('Doctors'),
    text: msg('Take requests, write prescriptions and run free campaigns.'),
  },
  {
    icon: IconBuildingHospital,
    title: msg('Hospitals and clinics'),
    text: msg('Show your services and reach patients.'),
  },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Fill the window (pages without top bar and footer); false inside the app chrome. */
  fullHeight?: boolean;
}

/** The split layout of the account pages: the CareNet message beside the form, one column on phones. */
export function AuthLayout({ title, subtitle, children, fullHeight = true }: AuthLayoutProps) {
  return (
    <Box component="main" className={classes.page} data-full-height={fullHeight || undefined}>
      <div className={classes.frame}>
        <aside className={classes.brand} aria-label={t('About CareNet')}>
          {/* Inside the app chrome the top bar already shows the logo. */}
          {fullHeight ? (
            <Link
              to="/"
              aria-label={t('CareNet home')}
              style={{ textDecoration: 'none', alignSelf: 'flex-start' }}
            >
              <Logo inverted />
            </Link>
          ) : (
            <span />
          )}
          <Stack gap="xl">
            <Stack gap="sm">
              <Title order={2} c="white" fz={34} lh={1.15}>
                {t('Care, connected.')}
              </Title>
              <Text c="care.0" size="md" lh={1.6}>
                {t('One place where patients, doctors and hospitals work together on every care request.')}
              </Text>
            </Stack>
            <Stack gap="md">
              {AUDIENCES.map(({ icon: AudienceIcon, title: audience, text }) => (
                <Group key={audience} gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" color="white" variant="white" c="care.8">
                    <AudienceIcon size={22} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600} c="white">
                      {t(audience)}
                    </Text>
                    <Text size="sm" c="care.1">
                      {t(text)}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Stack>
          <Text size="xs" c="care.1">
            {t('Your health information stays private and is shared only with the people you choose.')}
          </Text>
        </aside>
        <section className={classes.form}>
          {fullHeight && (
            <Box hiddenFrom="md" mb="lg">
              <Link
                to="/"
                aria-label={t('CareNet home')}
                style={{ textDecoration: 'none', display: 'inline-flex' }}
              >
                <Logo size={30} />
              </Link>
            </Box>
          )}
          <Stack gap={6} mb="lg">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
          {/* These screens have no footer: the way to the other language is here. */}
          <Group justify="center" mt="xl">
            <LanguageSwitch />
          </Group>
        </section>
      </div>
    </Box>
  );
}
