import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { ORGANIZATION_MESSAGES, deriveRoleFlags } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import { FacilityFormFlow } from '../components/FacilityFormFlow';
import { t, tm } from '../../../lib/i18n';

/**
 * /addOrg and /add-organization: the 'Facility Information' form on a page of its own (a link can open
 * it); finishing it leads to the new facility.
 */
export function AddOrganizationPage() {
  const navigate = useNavigate();
  const flags = deriveRoleFlags(useSession()?.roles);
  // docs/screens-and-flows.md#layout, as the side menu shows it: the form is not offered to those the server would refuse at the end.
  if (!flags.admin && !flags.facilities && !flags.doctor) {
    return (
      <NotForYou
        icon={IconBuildingHospital}
        title={t('Adding a facility is for facility and doctor accounts')}
        text={`${tm(ORGANIZATION_MESSAGES.onlyFacilityUsers)} ${t('If a facility invites you, its invitation link lets you join it.')}`}
      />
    );
  }
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
