import { Alert, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useReferrals } from '../api';
import { JoinedList } from '../components/JoinedList';
import { ReferDoctorForm } from '../components/ReferDoctorForm';
import { t, tm } from '../../../lib/i18n';

/** /referDoctor: invite a doctor to CareNet, and see who joined through one's invitations. */
export function ReferDoctorPage() {
  const referrals = useReferrals();
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('Refer a doctor')}
          </Title>
          <Text c="dimmed">
            {t(
              'Invite a colleague to CareNet. The e-mail carries your referral link, so when they sign up you see them here.',
            )}
          </Text>
        </Stack>
        {referrals.isPending ? (
          <Skeleton height={240} radius="md" aria-busy="true" aria-label={t('Loading your referrals')} />
        ) : referrals.isError ? (
          <LoadFailedAlert title={t('We could not load your referrals')} query={referrals} />
        ) : (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              {referrals.data.abilities.invite ? (
                <ReferDoctorForm />
              ) : (
                <Alert color="yellow" variant="light" title={t('Invitations are not open to you yet')}>
                  {tm(NOTIFICATION_MESSAGES.onlyVerifiedInvite)}
                </Alert>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm" component="section" aria-label={t('People who joined')}>
                <Title order={2} fz="lg">
                  {t('Joined through your invitations ({count})', { count: referrals.data.joined.length })}
                </Title>
                <JoinedList people={referrals.data.joined} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
