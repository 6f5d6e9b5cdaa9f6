import { Anchor, Center, Stack, Text } from '@mantine/core';
import { AUDIO_ROOM_MESSAGES } from '@carenet/shared';
import { useEffect, type ReactNode } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ApiError } from '../../../lib/api';
import { useAudioRoom } from '../api';
import { t, tm } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

interface JoinAudioRoomProps {
  id: string;
  /** What to show when there is no such room (the app's not-found page). */
  notFound: ReactNode;
  /** Leaves CareNet for the room's join page. */
  go: (url: string) => void;
}

/** Looks the room up and sends the signed-in user to its join page on the meet server. */
export function JoinAudioRoom({ id, notFound, go }: JoinAudioRoomProps) {
  const room = useAudioRoom(id);
  const joinUrl = room.data?.joinUrl;
  useEffect(() => {
    if (joinUrl) go(joinUrl);
  }, [joinUrl, go]);

  if (room.isError) {
    if (room.error instanceof ApiError && room.error.statusCode === 404) return notFound;
    return <LoadFailedAlert title={tm(AUDIO_ROOM_MESSAGES.notFound)} query={room} />;
  }
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="sm" ta="center">
        <BusyIndicator label={tm(AUDIO_ROOM_MESSAGES.joining)} />
        <Text>{tm(AUDIO_ROOM_MESSAGES.joining)}</Text>
        {joinUrl && (
          <Anchor href={joinUrl} rel="noopener noreferrer">
            {t('Open the audio room')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
