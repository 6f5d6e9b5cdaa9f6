import { Card, Container, Divider, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { PROFILE_VERIFICATION, type VerificationKind } from '@carenet/shared';
import { useSearchParams } from 'react-router';
import { NotForYou } from '../../../components/NotForYou';
import { QueryView } from '../../../components/QueryView';
import { msg, t } from '../../../lib/i18n';
import { useMyVerification, useSessionVerificationInStep } from '../api';
import { VerificationForm } from '../components/VerificationForm';
import { VerificationState } from '../components/VerificationState';

const COPY: Record<VerificationKind, { title: string; subject: string; intro: string }> = {
  doctor: {
    title: msg('Profile verification'),
    subject: msg('your doctor profile'),
    intro: msg(
      'Patients trust CareNet’s doctors with their health. Submit your medical council registration and licence; an administrator checks them against the council’s register.',
    ),
  },
  facility: {
    title: msg('Facility verification'),
    subject: msg('your facility profile'),
    intro: msg(
      'Submit the registration of your hospital or clinic; an administrator checks it before your facility acts on CareNet.',
    ),
  },
  organization: {
    title: msg('Organization verification'),
    subject: msg('this facility'),
    intro: msg(
      'Submit the facility’s registration and licence; an administrator checks them before it is shown as verified.',
    ),
  },
};

/**
 * /profileverification, /facilityverification and /organizationVerification?orgId=: the state of the
 * caller's verification and, when they may, the form to submit (or correct and resubmit) their details.
 */
export function VerificationPage({ kind }: { kind: VerificationKind }) {
  const [params] = useSearchParams();
  const orgId = params.get('orgId') ?? undefined;
  const query = useMyVerification(kind, orgId);
  useSessionVerificationInStep(kind === 'organization' ? undefined : query.data?.status);
  const copy = COPY[kind];
  if (kind === 'organization' && !orgId) {
    return (
      <NotForYou
        icon={IconBuildingHospital}
        title={t('Choose a facility')}
        text={t('Open this page from one of your facilities to submit its registration for verification.')}
      />
    );
  }

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<VerificationSkeleton />}
        notFound={
          <NotForYou
            icon={IconLock}
            title={t('Nothing to verify here')}
            text={t(
              'Verification is for doctors and facilities, and a facility’s is submitted by its members.',
            )}
          />
        }
        failedTitle={t('We could not load your verification')}
      >
        {(verification) => (
          <Card padding="lg" shadow="xs" component="section">
            <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <IconShieldCheck size={26} />
              </ThemeIcon>
              <div>
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  {t(copy.title)}
                </Title>
                <Text c="dimmed" size="sm">
                  {t(copy.intro)}
                </Text>
              </div>
            </Group>
            <Stack gap="lg">
              <VerificationState verification={verification} subject={t(copy.subject)} />
              {verification.canSubmit && (
                <>
                  <Divider />
                  <Title order={2} fz="lg">
                    {verification.status === PROFILE_VERIFICATION.rejected
                      ? t('Submit again')
                      : t('Your details')}
                  </Title>
                  <VerificationForm
                    kind={kind}
                    orgId={orgId}
                    previous={
                      verification.latest
                        ? {
                            registrationNumber: verification.latest.registrationNumber,
                            authority: verification.latest.authority,
                            registrationYear: verification.latest.registrationYear ?? undefined,
                            qualifications: verification.latest.qualifications,
                            specialties: verification.latest.specialties,
                          }
                        : undefined
                    }
                  />
                </>
              )}
            </Stack>
          </Card>
        )}
      </QueryView>
    </Container>
  );
}

function VerificationSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading verification')}>
      <Skeleton height={28} width={240} />
      <Skeleton height={14} mt="md" />
      <Skeleton height={80} mt="lg" />
      <Skeleton height={160} mt="md" />
    </Card>
  );
}
