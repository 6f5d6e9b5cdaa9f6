import { Modal, Stack, Text } from '@mantine/core';
import { APPLICATION_MESSAGES, appliedMessage, applicationFormOf, type RequestDto } from '@carenet/shared';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { AudioRoomApplicationForm } from './AudioRoomApplicationForm';
import { ProfileApplicationForm } from './ProfileApplicationForm';

interface ApplyDialogProps {
  request: RequestDto;
  opened: boolean;
  onClose: () => void;
}

/** SPEC §2 Apply dialog: 'Quickly Review and Apply', or 'Invite To An Audio Room' for homework help. */
export function ApplyDialog({ request, opened, onClose }: ApplyDialogProps) {
  const fullScreen = useFullScreenModal();
  const audioRoom = applicationFormOf(request.request_type) === 'audioRoom';
  const formProps = {
    requestId: request._id,
    onCancel: onClose,
    onApplied: () => {
      notifySuccess(appliedMessage(request.request_type));
      onClose();
    },
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={audioRoom ? APPLICATION_MESSAGES.audioRoomDialogTitle : APPLICATION_MESSAGES.applyDialogTitle}
      size="lg"
      centered
      fullScreen={fullScreen}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Text>
        {audioRoom ? <AudioRoomApplicationForm {...formProps} /> : <ProfileApplicationForm {...formProps} />}
      </Stack>
    </Modal>
  );
}
