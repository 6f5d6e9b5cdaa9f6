import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { useOrganizationMembers } from '../membersApi';

/**
 * The doctors who act for the facility, each opening their public profile. The members list is for the
 * facility's own people, so it is asked only for them (`canSeeMembers`), and shown when some are doctors.
 */
export function FacilityDoctors({ orgId, canSeeMembers }: { orgId: string; canSeeMembers: boolean }) {
  const members = useOrganizationMembers(orgId, canSeeMembers);
  const doctors = (members.data ?? []).filter((member) => member.user.roles.includes('doctor'));
  if (!doctors.length) return null;
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Doctors
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {doctors.map(({ user }) => (
            <UnstyledButton
              key={user._id}
              component={Link}
              to={`/DoctorProfile/${user._id}`}
              p={6}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <UserAvatar
                  name={user.name}
                  imageUrl={user.profile_image_url}
                  radius="xl"
                  aria-hidden="true"
                />
                <Text size="sm" fw={600} truncate>
                  {user.fullName}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
