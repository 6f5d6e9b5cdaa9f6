import {
  Anchor,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingHospital, IconHeartbeat, IconStethoscope, type Icon } from '@tabler/icons-react';
import { ROLE_LABELS, SELECTABLE_ROLES, type SelectableRole, type UserDto } from '@carenet/shared';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { ApiError, errorMessage } from '../../../lib/api';
import { authApi } from '../api';
import { useLogout } from '../hooks/useLogout';
import { sessionStore } from '../../../lib/session';
import classes from './RolePickerModal.module.css';
import { msg, t, tm } from '../../../lib/i18n';

const ROLE_DETAILS: Record<SelectableRole, { icon: Icon; description: string }> = {
  patient: {
    icon: IconHeartbeat,
    description: msg('Ask for care, keep your medical records and book appointments.'),
  },
  doctor: {
    icon: IconStethoscope,
    description: msg('Take patient requests, write prescriptions and run free campaigns.'),
  },
  facilities: {
    icon: IconBuildingHospital,
    description: msg('Register your hospital or clinic and the services it offers.'),
  },
};

interface RolePickerModalProps {
  user: UserDto;
  /** Reloads the app once the role is saved (docs/screens-and-flows.md#flows); replaceable in tests. */
  reload?: () => void;
}

/** docs/screens-and-flows.md#routes 'Select Your Role': a signed-in user without a role picks Patient, Doctor or Facilities. */
export function RolePickerModal({ user, reload = () => window.location.reload() }: RolePickerModalProps) {
  const logout = useLogout();
  const [saving, setSaving] = useState<SelectableRole | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (role: SelectableRole) => {
    setSaving(role);
    setError(null);
    try {
      const result = await authApi.pickRole(user._id, role);
      sessionStore.update(result.data);
      reload();
    } catch (err) {
      setError(err instanceof ApiError && err.errors[0] ? err.errors[0].message : errorMessage(err));
      setSaving(null);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="xl"
      title={
        <Text fw={700} size="lg">
          {t('Select Your Role')}
        </Text>
      }
    >
      <Stack gap="md">
        {/* Focus starts on the text rather than on the first card, which would look pre-selected. */}
        <Text size="sm" c="dimmed" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
          {t('Tell us how you will use CareNet so we can show you the right tools.')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {SELECTABLE_ROLES.map((role) => {
            const { icon: RoleIcon, description } = ROLE_DETAILS[role];
            return (
              <UnstyledButton
                key={role}
                className={classes.card}
                onClick={() => void choose(role)}
                disabled={saving !== null}
                data-saving={saving === role || undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <RoleIcon size={24} stroke={1.6} />
                  </ThemeIcon>
                  {saving === role && <Loader size="sm" />}
                </Group>
                <Text fw={700} mt="sm">
                  {tm(ROLE_LABELS[role])}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(description)}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <FormErrorAlert message={error} />
        <Text size="xs" c="dimmed" ta="center">
          {t('Not you?')}{' '}
          <Anchor component="button" type="button" size="xs" onClick={() => void logout()}>
            {t('Log out')}
          </Anchor>
        </Text>
      </Stack>
    </Modal>
  );
}
