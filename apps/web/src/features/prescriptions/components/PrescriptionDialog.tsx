import { Button, Group, Modal, Stack } from '@mantine/core';
import type { PrescriptionDto } from '@carenet/shared';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { PrescriptionView } from './PrescriptionView';
import { PrintButton } from './PrintButton';
import { t } from '../../../lib/i18n';

/** The read-only prescription and, for its patient, its doctor and admins, Print (docs/screens-and-flows.md#flows). */
export function PrescriptionDialog({
  prescription,
  onClose,
}: {
  /** The prescription shown; the dialog is closed while there is none. */
  prescription: PrescriptionDto | null;
  onClose: () => void;
}) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={prescription !== null}
      onClose={onClose}
      title={t('Prescription')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      {prescription && <PrescriptionDetails prescription={prescription} onClose={onClose} />}
    </Modal>
  );
}

/** A prescription with its actions, inside a dialog. */
export function PrescriptionDetails({
  prescription,
  onClose,
}: {
  prescription: PrescriptionDto;
  onClose: () => void;
}) {
  return (
    <Stack gap="lg">
      <PrescriptionView prescription={prescription} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('Close')}
        </Button>
        {prescription.abilities.print && <PrintButton prescriptionId={prescription._id} />}
      </Group>
    </Stack>
  );
}
