import { Card, Container, Divider, Skeleton, Stack, Title } from '@mantine/core';
import { IconShieldCheck, IconUserSearch } from '@tabler/icons-react';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePatientConsents } from '../../../lib/patients';
import { ConsentForm } from '../components/ConsentForm';
import { ConsentList } from '../components/ConsentList';
import { PatientPageHeader } from '../components/PatientPageHeader';
import { t } from '../../../lib/i18n';

/**
 * /PatientConsent: the signed-in patient gives and withdraws consents (the route needs keepPatientFile). /PatientConsent/{id}: a patient's
 * consents, read by their doctors and administrators (the API answers 404 to anyone else).
 */
export function PatientConsentPage() {
  const session = useSession();
  const { id } = useParams();
  const patientId = id ?? session?._id ?? '';
  const own = patientId === session?._id;
  const query = usePatientConsents(patientId);

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<ConsentSkeleton />}
        notFound={
          <NotFoundState icon={IconUserSearch} title={t('Patient not found')}>
            {t(
              'Only the patient, the doctors treating them and administrators can see a patient’s consents.',
            )}
          </NotFoundState>
        }
        failedTitle={t('We could not load the consents')}
      >
        {(consents) => (
          <Card padding="lg" shadow="xs" component="section">
            <PatientPageHeader
              icon={IconShieldCheck}
              title={t('Patient consent')}
              patientId={own ? undefined : patientId}
            >
              {own
                ? t(
                    'What you allow your doctors to do. Each consent keeps the words you agreed to and when; you can withdraw it at any time.',
                  )
                : t(
                    'What this patient has allowed, in the words they agreed to. Withdrawn consents stay on the record.',
                  )}
            </PatientPageHeader>
            <Stack gap="lg">
              {own && (
                <>
                  <ConsentForm
                    patientId={patientId}
                    activeScopes={consents.filter((c) => !c.withdrawnAt).map((c) => c.scope)}
                  />
                  <Divider />
                </>
              )}
              <Title order={2} fz="lg">
                {own ? t('Your consents') : t('Consents')}
              </Title>
              <ConsentList
                consents={consents}
                patientId={patientId}
                canWithdraw={own}
                empty={
                  own
                    ? t('You have not given any consent yet.')
                    : t('This patient has not given any consent yet.')
                }
              />
            </Stack>
          </Card>
        )}
      </QueryView>
    </Container>
  );
}

function ConsentSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading consents')}>
      <Skeleton height={28} width={220} />
      <Skeleton height={14} mt="md" />
      <Skeleton height={90} mt="lg" />
      <Skeleton height={90} mt="md" />
    </Card>
  );
}
