import { Modal, Stack, Text } from '@mantine/core';
import type { DonationCurrency, RequestDto } from '@carenet/shared';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { DonationForm } from './DonationForm';
import { t } from '../../../lib/i18n';

interface DonationDialogProps {
  request: Pick<RequestDto, '_id' | 'title'>;
  currency: DonationCurrency;
  opened: boolean;
  onClose: () => void;
}

/** The donation form of a signed-in donor, over the card or page they donated from. */
export function DonationDialog({ request, currency, opened, onClose }: DonationDialogProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Donate')} centered fullScreen={fullScreen}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Text>
        <DonationForm requestId={request._id} currency={currency} onDone={onClose} />
      </Stack>
    </Modal>
  );
}
