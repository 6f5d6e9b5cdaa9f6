import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { chatRoomPath, type RequestDto } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notifyFailure } from '../../../components/notify';
import { useStartChat } from '../api';
import { t } from '../../../lib/i18n';

/** The request's conversation, started if need be, for its patient and doctors. */
export function MessageButton({ request }: { request: RequestDto }) {
  const navigate = useNavigate();
  const start = useStartChat();
  if (!request.abilities.chat) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(request._id, {
          onSuccess: (room) => void navigate(chatRoomPath(room._id)),
          onError: (err) => notifyFailure(errorMessage(err)),
        })
      }
    >
      {t('Message')}
    </Button>
  );
}
