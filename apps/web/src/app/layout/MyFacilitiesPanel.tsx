import { Anchor, Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMyFacilities } from '../../features/organizations/api';
import { FacilityLogo } from '../../features/organizations/components/FacilityLogo';
import { t } from '../../lib/i18n';

// The form is big and opened rarely, so it is loaded on the first 'Add a Facility'.
const FacilityFormModal = lazy(async () => ({
  default: (await import('../../features/organizations/components/FacilityFormModal')).FacilityFormModal,
}));

interface MyFacilitiesPanelProps {
  userId: string;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * docs/screens-and-flows.md#layout Side menu: the 'My Facilities' panel of facility and doctor users: each facility's logo and
 * name (to its page), 'No Facilities' when there is none, and 'Add a Facility'.
 */
export function MyFacilitiesPanel({ userId, onNavigate }: MyFacilitiesPanelProps) {
  const facilities = useMyFacilities(userId);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();

  return (
    <Box component="nav" aria-labelledby="my-facilities-title" data-tour="my-facilities">
      <Group justify="space-between" px="sm" mb={6} wrap="nowrap">
        <Text
          id="my-facilities-title"
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          style={{ letterSpacing: 0.6 }}
        >
          {t('My Facilities')}
        </Text>
        {facilities.data && facilities.data.length > 0 && (
          <Anchor component={Link} to="/facilityrequest" size="xs" onClick={onNavigate}>
            {t('Manage')}
          </Anchor>
        )}
      </Group>
      <Stack gap={4} px={4}>
        {facilities.isPending && (
          <Stack gap={6} aria-busy="true" aria-label={t('Loading your facilities')}>
            <Skeleton height={32} radius="md" />
            <Skeleton height={32} radius="md" />
          </Stack>
        )}
        {facilities.isError && (
          <Group gap="xs" px={4} wrap="nowrap">
            <Text size="sm" c="red.8">
              {t('Your facilities could not be loaded.')}
            </Text>
            <UnstyledButton
              aria-label={t('Try loading your facilities again')}
              onClick={() => void facilities.refetch()}
              c="care.7"
            >
              <IconRefresh size={16} />
            </UnstyledButton>
          </Group>
        )}
        {facilities.data?.length === 0 && (
          <Text size="sm" c="dimmed" px={4}>
            {t('No Facilities')}
          </Text>
        )}
        {facilities.data?.map((facility) => (
          <UnstyledButton
            key={facility._id}
            component={Link}
            to={`/organization/${facility._id}`}
            onClick={onNavigate}
            px={4}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <FacilityLogo
                decorative
                name={facility.orgName}
                imageUrl={facility.defaultImageUrl}
                size={32}
                radius="sm"
              />
              <Text size="sm" fw={500} truncate>
                {facility.orgName}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
        <Button
          variant="light"
          size="xs"
          mt={6}
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
        >
          {t('Add a Facility')}
        </Button>
      </Stack>
      {adding && (
        <Suspense fallback={null}>
          <FacilityFormModal
            opened
            onClose={() => setAdding(false)}
            onCreated={(organization) => {
              void navigate(`/facilityrequest/${organization._id}`);
              onNavigate?.();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
