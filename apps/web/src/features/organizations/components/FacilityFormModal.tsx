import { Modal } from '@mantine/core';
import type { OrganizationDto } from '@carenet/shared';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { FacilityFormFlow } from './FacilityFormFlow';
import { t } from '../../../lib/i18n';

interface FacilityFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The facility to edit (one step); none to create one (two steps). */
  organization?: OrganizationDto;
  /** After the facility is created and its second step is done or skipped. */
  onCreated?: (organization: OrganizationDto) => void;
}

/** docs/screens-and-flows.md#flows Dialogs: the 'Facility Information' modal. */
export function FacilityFormModal({ opened, onClose, organization, onCreated }: FacilityFormModalProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Facility Information')}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* Mounted only while open, so each opening starts from step 1 with fresh values. */}
      {opened && (
        <FacilityFormFlow
          organization={organization}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            if (!organization) onCreated?.(saved);
          }}
        />
      )}
    </Modal>
  );
}
