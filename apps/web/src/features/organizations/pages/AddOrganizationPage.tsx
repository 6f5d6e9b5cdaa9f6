import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FacilityFormFlow } from '../components/FacilityFormFlow';
import { t } from '../../../lib/i18n';

/**
 * /addOrg and /add-organization: the 'Facility Information' form on a page of its own (a link can open
 * it); finishing it leads to the new facility.
 */
export function AddOrganizationPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('Facility Information')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(
              'Register a hospital or clinic you act for. An administrator verifies it before it is listed.',
            )}
          </Text>
        </div>
        <Card padding="lg" shadow="xs">
          <FacilityFormFlow
            onCancel={() => void navigate('/facilityrequest')}
            onDone={(organization) => void navigate(`/facilityrequest/${organization._id}`)}
          />
        </Card>
      </Stack>
    </Container>
  );
}
