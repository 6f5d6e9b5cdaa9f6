import { Alert, Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShieldLock,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { CONTACT } from '../content/contact';

/** The ways to reach CareNet, with the emergency reminder every healthcare contact page needs. */
export function ContactChannels() {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('Medical emergency?')}
      >
        {t(
          'Do not wait for a reply from us. Call {india} in India or {us} in the United States, or go to the nearest emergency department.',
          { india: CONTACT.emergency.india, us: CONTACT.emergency.us },
        )}
      </Alert>

      <Card padding="lg">
        <Stack gap="md">
          <Channel icon={IconMail} title={t('E-mail support')}>
            <Anchor href={`mailto:${CONTACT.supportEmail}`} fw={500}>
              {CONTACT.supportEmail}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('Accounts, verification codes, requests and appointments. We reply within {time}.', {
                time: t(CONTACT.responseTime),
              })}
            </Text>
          </Channel>
          <Channel icon={IconShieldLock} title={t('Privacy and grievances')}>
            <Anchor href={`mailto:${CONTACT.privacyEmail}`} fw={500}>
              {CONTACT.privacyEmail}
            </Anchor>
            <Anchor href={`mailto:${CONTACT.grievanceEmail}`} fw={500}>
              {CONTACT.grievanceEmail}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('Access to or deletion of your data, and complaints to our Grievance Officer.')}
            </Text>
          </Channel>
        </Stack>
      </Card>

      {CONTACT.offices.map((office) => (
        <Card key={office.region} padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t(office.region)}
          </Title>
          <Stack gap={8}>
            <Line icon={IconPhone}>
              <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</Anchor>
            </Line>
            <Line icon={IconClock}>{t(office.hours)}</Line>
            <Line icon={IconMapPin}>{office.address}</Line>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function Channel({ icon: ChannelIcon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" size={36} radius="md">
        <ChannelIcon size={20} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Group>
  );
}

function Line({ icon: LineIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <LineIcon
        size={18}
        stroke={1.6}
        color="var(--mantine-color-care-7)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
