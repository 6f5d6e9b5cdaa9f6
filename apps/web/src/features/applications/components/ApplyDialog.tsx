import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { APPLICATION_MESSAGES, appliedMessage, applicationFormOf, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { useSession } from '../../../lib/session';
import { AudioRoomApplicationForm } from './AudioRoomApplicationForm';
import { ProfileApplicationForm } from './ProfileApplicationForm';
import { t, tm } from '../../../lib/i18n';

interface ApplyDialogProps {
  request: RequestDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * docs/screens-and-flows.md#home-and-feed Apply dialog: 'Quickly Review and Apply', or 'Invite To An Audio Room' for homework help.
 * A signed-out visitor applies too: they are told first that they confirm by e-mail, and afterwards
 * to check their inbox, since the application reaches the request's owner only then.
 */
export function ApplyDialog({ request, opened, onClose }: ApplyDialogProps) {
  const fullScreen = useFullScreenModal();
  const guest = useSession() === null;
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const audioRoom = applicationFormOf(request.request_type) === 'audioRoom';
  const close = () => {
    setAwaitingConfirmation(false);
    onClose();
  };
  const formProps = {
    requestId: request._id,
    guest,
    onCancel: close,
    onApplied: () => {
      if (guest) {
        setAwaitingConfirmation(true);
        return;
      }
      notifySuccess(tm(appliedMessage(request.request_type)));
      close();
    },
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={tm(
        audioRoom ? APPLICATION_MESSAGES.audioRoomDialogTitle : APPLICATION_MESSAGES.applyDialogTitle,
      )}
      size="lg"
      centered
      fullScreen={fullScreen}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Text>
        {awaitingConfirmation ? (
          <>
            <Alert
              color="care"
              variant="light"
              icon={<IconMailForward size={20} />}
              title={tm(APPLICATION_MESSAGES.checkInboxTitle)}
            >
              {tm(APPLICATION_MESSAGES.guestApplied)}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('Close')}</Button>
            </Group>
          </>
        ) : (
          <>
            {guest && (
              <Alert color="blue" variant="light" icon={<IconMailCheck size={20} />}>
                {tm(APPLICATION_MESSAGES.guestApplyNote)}
              </Alert>
            )}
            {audioRoom ? (
              <AudioRoomApplicationForm {...formProps} />
            ) : (
              <ProfileApplicationForm {...formProps} />
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
