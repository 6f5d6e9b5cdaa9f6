import { Alert, Card, Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardHeart, IconInfoCircle, IconUserSearch } from '@tabler/icons-react';
import { PATIENT_MESSAGES } from '@carenet/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { useAbility } from '../../../lib/abilities';
import { useSession } from '../../../lib/session';
import { usePatientRegistration } from '../../../lib/patients';
import { PatientPageHeader } from '../components/PatientPageHeader';
import { RegistrationForm } from '../components/RegistrationForm';
import { RegistrationSummary } from '../components/RegistrationSummary';
import { t, tm } from '../../../lib/i18n';

/**
 * /patientInformation: the signed-in patient's registration, filled in or brought up to date (the route
 * needs keepPatientFile).
 * /patientInformation/{id}: a patient's registration for their doctors (read-only) and administrators
 * (who may fill it in for the patient).
 */
export function PatientInformationPage() {
  const session = useSession();
  const { id } = useParams();
  const userId = id ?? session?._id ?? '';
  const fillsInForPatients = useAbility('onboardUsers');
  if (userId === session?._id) return <OwnRegistration userId={userId} />;
  return <RegistrationForOthers userId={userId} editable={fillsInForPatients} />;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('Loading the registration')}>
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={120} />
    </Stack>
  );
}

function OwnRegistration({ userId }: { userId: string }) {
  const query = usePatientRegistration(userId);
  return (
    <Page>
      <Card padding="lg" shadow="xs" component="section">
        <PatientPageHeader icon={IconClipboardHeart} title={t('Patient registration')}>
          {t(
            'What a hospital asks at the desk. Only you, the doctors treating you and CareNet administrators can read it, and every reading is recorded.',
          )}
        </PatientPageHeader>
        {query.isPending ? (
          <FormSkeleton />
        ) : query.isError ? (
          <LoadFailedAlert title={t('We could not load your registration')} query={query} />
        ) : (
          <Stack gap="md">
            {query.data === null && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                {t('You have not filled in your registration yet. Your doctors see it once you save it.')}
              </Alert>
            )}
            <RegistrationForm userId={userId} saved={query.data} />
          </Stack>
        )}
      </Card>
    </Page>
  );
}

/** Another patient's registration: an administrator edits it (or starts it); a treating doctor reads it. */
function RegistrationForOthers({ userId, editable }: { userId: string; editable: boolean }) {
  const query = usePatientRegistration(userId);
  return (
    <Page>
      <QueryView
        query={query}
        loading={
          <Card padding="lg" shadow="xs">
            <FormSkeleton />
          </Card>
        }
        notFound={
          <NotFoundState icon={IconUserSearch} title={t('No registration to show')}>
            {t(
              'You are not one of this patient’s doctors. Only the patient, the doctors treating them and administrators can read a registration.',
            )}
          </NotFoundState>
        }
        failedTitle={t('We could not load the registration')}
      >
        {(registration) => (
          <Card padding="lg" shadow="xs" component="section">
            <PatientPageHeader icon={IconClipboardHeart} title={t('Patient registration')} patientId={userId}>
              {editable
                ? t('You are filling this in for the patient. They can see and change it.')
                : t('Read-only. Your reading is recorded in the patient’s activity log.')}
            </PatientPageHeader>
            {editable ? (
              <RegistrationForm userId={userId} saved={registration} onBehalf />
            ) : registration ? (
              <RegistrationSummary registration={registration} />
            ) : (
              <Text c="dimmed">{tm(PATIENT_MESSAGES.registrationNotFound)}</Text>
            )}
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
