import { Badge, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAddressBook, IconMail, IconPhone, type Icon } from '@tabler/icons-react';
import type { UserDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { PhoneVerificationDialog } from '../../features/auth/components/PhoneVerificationDialog';
import { SectionCard } from '../../features/profile/components/SectionCard';
import { t } from '../../lib/i18n';

interface ContactSectionProps {
  user: UserDto;
  /** Only the owner verifies or changes their own number: the code goes to their phone. */
  canManagePhone: boolean;
  onPhoneVerified: (user: UserDto) => void;
}

/** E-mail (read-only) and phone with its verification state (docs/screens-and-flows.md#flows Phone). */
export function ContactSection({ user, canManagePhone, onPhoneVerified }: ContactSectionProps) {
  const [dialogOpened, dialog] = useDisclosure(false);
  return (
    <SectionCard
      id="contact"
      title={t('Contact')}
      description={t(
        'Only you and CareNet administrators see these. They never appear on your public profile.',
      )}
      icon={IconAddressBook}
    >
      <Stack gap="md">
        <ContactRow
          icon={IconMail}
          label={t('E-mail')}
          value={user.email}
          badge={<VerificationBadge verified={user.email_verified} />}
          note={t('Your e-mail is your sign-in and cannot be changed here.')}
        />
        <Divider />
        <ContactRow
          icon={IconPhone}
          label={t('Mobile number')}
          value={user.phone || t('No number added yet')}
          muted={!user.phone}
          badge={user.phone ? <VerificationBadge verified={user.phone_verified} /> : null}
          action={
            canManagePhone ? (
              <Button
                variant={user.phone && user.phone_verified ? 'default' : 'filled'}
                size="xs"
                onClick={dialog.open}
              >
                {user.phone && user.phone_verified ? t('Change') : t('Verify')}
              </Button>
            ) : null
          }
          note={
            user.phone && !user.phone_verified
              ? t('Verify your number so care teams can reach you by SMS.')
              : undefined
          }
        />
      </Stack>
      <PhoneVerificationDialog
        opened={dialogOpened}
        onClose={dialog.close}
        initialPhone={user.phone}
        onVerified={onPhoneVerified}
      />
    </SectionCard>
  );
}

function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="care" variant="light" size="sm">
      {t('Verified')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" size="sm">
      {t('Not verified')}
    </Badge>
  );
}

interface ContactRowProps {
  icon: Icon;
  label: string;
  value: string;
  muted?: boolean;
  badge?: ReactNode;
  action?: ReactNode;
  note?: string;
}

function ContactRow({ icon: Icon, label, value, muted, badge, action, note }: ContactRowProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 220px' }}>
        <ThemeIcon variant="default" size={32} radius="xl">
          <Icon size={16} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
            {label}
          </Text>
          <Group gap={8} wrap="wrap">
            <Text fw={500} c={muted ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
            {badge}
          </Group>
          {note && (
            <Text size="xs" c="dimmed" mt={2}>
              {note}
            </Text>
          )}
        </div>
      </Group>
      {action}
    </Group>
  );
}
