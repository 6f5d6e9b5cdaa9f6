import { Card, Container, Skeleton, Stack } from '@mantine/core';
import { IconClipboardHeart, IconUserSearch } from '@tabler/icons-react';
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
import { t } from '../../../lib/i18n';

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
  const query = usePatientRegistration(userId, { missingIsEmpty: true });
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
          <RegistrationForm userId={userId} saved={query.data} />
        )}
      </Card>
    </Page>
  );
}

/** Another patient's registration: an administrator edits it (or starts it); a treating doctor reads it. */
function RegistrationForOthers({ userId, editable }: { userId: string; editable: boolean }) {
  const query = usePatientRegistration(userId, { missingIsEmpty: editable });
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
              'This patient has not registered yet, or you are not one of their doctors. Only the patient, the doctors treating them and administrators can read a registration.',
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
            ) : null}
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
