import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ORGANIZATION_MESSAGES, type OrganizationDto } from '@carenet/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useDeleteOrganization } from '../api';
import { FacilityFormModal } from './FacilityFormModal';
import { t, tm } from '../../../lib/i18n';

/** Edit and Delete, each shown only when the server's abilities allow it. */
export function FacilityActions({ organization }: { organization: OrganizationDto }) {
  const abilities = organization.abilities;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOrganization(organization._id);
  const navigate = useNavigate();
  if (!abilities?.edit && !abilities?.delete) return null;

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        notifySuccess(message || tm(ORGANIZATION_MESSAGES.deleted));
        void navigate('/facilityrequest', { replace: true });
      },
      // docs/api-contract.md#messages: the helper's prefix, then what the server said.
      onError: (err) => notifyFailure(errorMessage(err), tm(ORGANIZATION_MESSAGES.deleteFailed)),
    });

  return (
    <Group gap="sm">
      {abilities.edit && (
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          {t('Edit')}
        </Button>
      )}
      {abilities.delete && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('Delete')}
        </Button>
      )}
      <FacilityFormModal opened={editing} onClose={() => setEditing(false)} organization={organization} />
      <ConfirmDialog
        opened={confirming}
        title={t('Delete this facility?')}
        confirmLabel={t('Delete facility')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      >
        {t('{name} will be removed from CareNet with its members and invitations. This cannot be undone.', {
          name: organization.orgName,
        })}
      </ConfirmDialog>
    </Group>
  );
}
