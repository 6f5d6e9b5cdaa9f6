import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconExternalLink, IconShieldCheck, IconUserEdit } from '@tabler/icons-react';
import {
  MESSAGES,
  PROFILE_VERIFICATION,
  VERIFICATION_MESSAGES,
  fullName,
  type SignedInUserDto,
} from '@carenet/shared';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { t } from '../../../lib/i18n';
import { holdsAbility } from '../../../lib/abilities';
import { displayRoleOf, holdsRole } from '../../../lib/displayRole';
import { roleLabel } from '../../../lib/roleLabel';

// The phone dialog (its form, schema and libphonenumber) loads when first opened, not with the feed.
const PhoneVerificationDialog = lazy(async () => ({
  default: (await import('../../../features/auth/components/PhoneVerificationDialog'))
    .PhoneVerificationDialog,
}));

/** The signed-in home's greeting, with the next steps the account still has to take. */
export function WelcomePanel({ user }: { user: SignedInUserDto }) {
  const [phoneDialogOpened, phoneDialog] = useDisclosure(false);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [phoneDialogUsed, setPhoneDialogUsed] = useState(false);
  if (phoneDialogOpened && !phoneDialogUsed) setPhoneDialogUsed(true);
  // People are greeted by their first name; an administrator's account is often named for its office
  // ('CareNet Admin'), whose first word alone greets nobody, so it is greeted by its whole name.
  const byWholeName = displayRoleOf(user.roles) === 'administrator';
  const greetingName =
    (byWholeName ? fullName(user.name) : user.name.first_name) || fullName(user.name) || t('there');
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={t('Welcome')}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar name={user.name} imageUrl={user.profile_image_url} size={64} radius={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 26 }}>
              {user.firstSignIn
                ? t('Welcome, {name}!', { name: greetingName })
                : t('Welcome back, {name}!', { name: greetingName })}
            </Title>
            <Group gap={6}>
              <Badge variant="light" radius="sm">
                {roleLabel(user.roles)}
              </Badge>
              {user.username && (
                <Text size="sm" c="dimmed">
                  @{user.username}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        {!user.phone_verified && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconDeviceMobile size={18} />}
            title={t(MESSAGES.verifyMobileNumber)}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('Verified numbers let doctors and hospitals reach you quickly.')}</Text>
              <Button size="xs" variant="white" color="dark" onClick={phoneDialog.open}>
                {t('Verify now')}
              </Button>
            </Group>
          </Alert>
        )}
        <ClinicianVerificationAlert user={user} />
        <Group gap="sm">
          <Button
            component={Link}
            to={`/newUserProfile/${user._id}`}
            variant="light"
            leftSection={<IconUserEdit size={18} />}
          >
            {t('Edit profile')}
          </Button>
          {holdsRole(user.roles, 'doctor') && (
            <Button
              component="a"
              href={`/DoctorProfile/${user._id}`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={18} />}
            >
              {t('Public profile')}
            </Button>
          )}
        </Group>
      </Stack>
      {phoneDialogUsed && (
        <Suspense>
          <PhoneVerificationDialog
            opened={phoneDialogOpened}
            onClose={phoneDialog.close}
            initialPhone={user.phone}
            onVerified={phoneDialog.close}
          />
        </Suspense>
      )}
    </Paper>
  );
}

/**
 * A doctor or facility not verified yet is told where to send their registration (the verification
 * their abilities let them submit) and what it changes: for a doctor, the patients' requests the feed
 * does not show yet; a facility user treats nobody, so they are told of the tick. The statuses come
 * from the user's own profile.
 */
function ClinicianVerificationAlert({ user }: { user: SignedInUserDto }) {
  const asDoctor = holdsAbility(user, 'submitDoctorVerification');
  if (
    (!asDoctor && !holdsAbility(user, 'submitFacilityVerification')) ||
    user.profileVerificationStatus === PROFILE_VERIFICATION.verified
  ) {
    return null;
  }
  const pending = user.profileVerificationStatus === PROFILE_VERIFICATION.pending;
  const rejected = user.profileVerificationStatus === PROFILE_VERIFICATION.rejected;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconShieldCheck size={18} />}
      title={t(VERIFICATION_MESSAGES.awaitingVerification)}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {pending
            ? asDoctor
              ? t(
                  'An administrator is reviewing your details. Until then you cannot accept requests or see patients’ records.',
                )
              : t('An administrator is reviewing your details.')
            : rejected
              ? t('Your details could not be verified. Read why and submit them again.')
              : asDoctor
                ? t(
                    'Submit your registration and licence so that you can accept requests and care for patients.',
                  )
                : t('Submit your registration so that your name and campaigns carry the verified tick.')}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          component={Link}
          to={asDoctor ? '/profileverification' : '/facilityverification'}
        >
          {pending ? t('See status') : t('Verify your profile')}
        </Button>
      </Group>
    </Alert>
  );
}
