import { Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardHeart } from '@tabler/icons-react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useSession } from '../../auth/session';
import { usePatientRegistration } from '../api';
import { RegistrationForm } from '../components/RegistrationForm';

/** /patientInformation: the signed-in patient's registration, filled in or brought up to date. */
export function PatientInformationPage() {
  const session = useSession();
  const userId = session?._id ?? '';
  const query = usePatientRegistration(userId, { missingIsEmpty: true });

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Card padding="lg" shadow="xs" component="section" aria-labelledby="patient-information-title">
        <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconClipboardHeart size={26} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} id="patient-information-title">
              Patient registration
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              What a hospital asks at the desk. Only you, the doctors treating you and CareNet administrators
              can read it, and every reading is recorded.
            </Text>
          </div>
        </Group>
        {query.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading your registration">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : query.isError ? (
          <LoadFailedAlert title="We could not load your registration" query={query} />
        ) : (
          <RegistrationForm userId={userId} saved={query.data} />
        )}
      </Card>
    </Container>
  );
}
