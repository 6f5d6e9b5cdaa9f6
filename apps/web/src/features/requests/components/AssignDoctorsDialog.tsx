import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ACCEPTANCE_STATUS, REQUEST_MESSAGES, fullName, type RequestDto } from '@carenet/shared';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { UserAvatar } from '../../../components/UserAvatar';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { errorMessage } from '../../../lib/api';
import { useSpecialties } from '../../../lib/catalogues';
import { useAssignDoctors, useVerifiedDoctorSearch } from '../assignDoctorsApi';
import { formatNumber, t, tm } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

interface Chosen {
  _id: string;
  label: string;
}

interface AssignDoctorsDialogProps {
  request: RequestDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Assign doctors' (administrators and the request's facility): verified doctors found by name and
 * specialty are ticked into the request's set, which is saved whole. The server refuses what may not
 * change (a doctor who accepted stays) and its message is shown as it is.
 */
export function AssignDoctorsDialog({ request, opened, onClose }: AssignDoctorsDialogProps) {
  const fullScreen = useFullScreenModal();
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [error, setError] = useState<string | null>(null);
  const specialties = useSpecialties();
  const search = useVerifiedDoctorSearch(debouncedKeyword, specialty);
  const assign = useAssignDoctors(request._id);

  useEffect(() => {
    if (!opened) return;
    setChosen(
      request.assignedDoctors
        .filter((doctor) => doctor.acceptanceStatus !== ACCEPTANCE_STATUS.rejected)
        .map((doctor) => ({ _id: doctor._id, label: fullName(doctor.name) })),
    );
    setError(null);
  }, [opened, request.assignedDoctors]);

  const isChosen = (id: string) => chosen.some((doctor) => doctor._id === id);
  const toggle = (doctor: Chosen) =>
    setChosen((current) =>
      isChosen(doctor._id) ? current.filter((item) => item._id !== doctor._id) : [...current, doctor],
    );

  const save = async () => {
    setError(null);
    try {
      const result = await assign.mutateAsync(chosen.map((doctor) => doctor._id));
      notifySuccess(result.message || tm(REQUEST_MESSAGES.doctorsAssigned));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Assign doctors')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {request.title}
        </Text>
        <FormErrorAlert message={error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('Search doctors')}
            placeholder={t('Name')}
            leftSection={<IconSearch size={16} />}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <Select
            label={t('Specialty')}
            placeholder={t('Any specialty')}
            clearable
            searchable
            data={(specialties.data ?? []).map((item) => item.name)}
            value={specialty}
            onChange={setSpecialty}
            error={specialties.isError ? errorMessage(specialties.error) : undefined}
          />
        </SimpleGrid>

        <Stack gap={6} aria-label={t('Chosen doctors')} role="group">
          <Text size="sm" fw={600}>
            {t('Assigned ({count})', { count: chosen.length })}
          </Text>
          {chosen.length ? (
            <Group gap={6}>
              {chosen.map((doctor) => (
                <Badge key={doctor._id} variant="light" radius="sm" tt="none" size="lg">
                  {doctor.label}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('No doctor assigned yet.')}
            </Text>
          )}
        </Stack>

        <Stack gap="xs" aria-busy={search.isFetching}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('Verified doctors')}
            </Text>
            {search.isFetching && <BusyIndicator size="xs" label={t('Searching doctors')} />}
          </Group>
          {search.isError ? (
            <LoadFailedAlert title={t('We could not load the doctors')} query={search} />
          ) : search.data && search.data.doctors.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No verified doctor matches this search.')}
            </Text>
          ) : (
            (search.data?.doctors ?? []).map((doctor) => {
              const label = fullName(doctor.name);
              return (
                <Checkbox.Card
                  key={doctor._id}
                  checked={isChosen(doctor._id)}
                  onClick={() => toggle({ _id: doctor._id, label })}
                  radius="md"
                  p="sm"
                  aria-label={label}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Checkbox.Indicator />
                    <UserAvatar
                      name={doctor.name}
                      imageUrl={doctor.profile_image_url}
                      size={36}
                      radius={36}
                    />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {doctor.specialities.join(', ') || t('No specialty given')}
                      </Text>
                    </Stack>
                  </Group>
                </Checkbox.Card>
              );
            })
          )}
          {search.data && search.data.total > search.data.doctors.length && (
            <Text size="xs" c="dimmed">
              {t('Showing {shown} of {total}: search by name or specialty to find others.', {
                shown: search.data.doctors.length,
                total: formatNumber(search.data.total),
              })}
            </Text>
          )}
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assign.isPending}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void save()} loading={assign.isPending}>
            {t('Save assignments')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
