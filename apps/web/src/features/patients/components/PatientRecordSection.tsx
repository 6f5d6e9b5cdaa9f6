import { Alert, Anchor, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardHeart, IconFolderHeart, IconShieldCheck } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { usePatientConsents, usePatientRegistration } from '../../../lib/patients';
import { ConsentList } from './ConsentList';
import { RegistrationSummary } from './RegistrationSummary';

/**
 * The patient's registration and active consents on their request: what a doctor checks before treating,
 * and for the patient a reminder of what their doctors see.
 */
export function PatientRecordSection({ request }: { request: RequestDto }) {
  const viewer = useSession();
  if (!request.abilities.readPatientRecord) return null;
  const patientId = request.user_info._id;
  return <PatientRecord patientId={patientId} own={viewer?._id === patientId} />;
}

function PatientRecord({ patientId, own }: { patientId: string; own: boolean }) {
  const registration = usePatientRegistration(patientId);
  const consents = usePatientConsents(patientId);
  const active = consents.data?.filter((consent) => !consent.withdrawnAt) ?? [];

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="patient-record-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg" id="patient-record-title">
          {own ? t('Your registration') : t('Patient registration')}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={own ? '/member/myMedicalRecords' : `/member/myMedicalRecords?userId=${patientId}`}
            size="xs"
            variant="default"
            leftSection={<IconFolderHeart size={14} />}
          >
            {t('Medical records')}
          </Button>
          <Button
            component={Link}
            to={own ? '/patientInformation' : `/patientInformation/${patientId}`}
            size="xs"
            variant="light"
            leftSection={<IconClipboardHeart size={14} />}
          >
            {own ? t('Update') : t('Open')}
          </Button>
        </Group>
      </Group>
      {registration.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('Loading the registration')}>
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : registration.isError ? (
        <LoadFailedAlert title={t('We could not load the registration')} query={registration} />
      ) : registration.data ? (
        <RegistrationSummary registration={registration.data} />
      ) : (
        <Alert variant="light" color="yellow">
          {own
            ? fillIn(
                t(
                  'Your doctors see your registration here. {fillIn} so they know your allergies and medication before they start.',
                ),
                {
                  fillIn: (
                    <Anchor component={Link} to="/patientInformation" size="sm">
                      {t('Fill it in')}
                    </Anchor>
                  ),
                },
              )
            : t(
                'The patient has not filled in their registration yet. Ask about allergies and current medication before treating.',
              )}
        </Alert>
      )}
      <Divider my="md" />
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap={6}>
          <IconShieldCheck size={18} color="var(--mantine-color-green-7)" />
          <Text fw={600} size="sm">
            {t('Consents in force')}
          </Text>
        </Group>
        <Anchor component={Link} to={own ? '/PatientConsent' : `/PatientConsent/${patientId}`} size="sm">
          {own ? t('Manage consents') : t('All consents')}
        </Anchor>
      </Group>
      {consents.isPending ? (
        <Skeleton height={60} aria-label={t('Loading consents')} />
      ) : consents.isError ? (
        <LoadFailedAlert title={t('We could not load the consents')} query={consents} />
      ) : (
        <ConsentList
          consents={active}
          patientId={patientId}
          canWithdraw={false}
          compact
          empty={
            own ? t('You have not given any consent yet.') : t('The patient has not given any consent yet.')
          }
        />
      )}
    </Card>
  );
}
