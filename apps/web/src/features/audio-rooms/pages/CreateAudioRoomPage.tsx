import { Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AUDIO_ROOM_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useMyAudioRooms } from '../api';
import { AudioRoomCard } from '../components/AudioRoomCard';
import { CreateAudioRoomForm } from '../components/CreateAudioRoomForm';
import { t, tm } from '../../../lib/i18n';

/** /createAudioRoom: schedule an audio-only room, and the rooms the user hosts with their links. */
export function CreateAudioRoomPage() {
  const rooms = useMyAudioRooms();
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('Audio Rooms')}
          </Title>
          <Text c="dimmed">
            {t(
              'An audio-only room for a homework-help session or a talk. Share its link: whoever opens it signed in joins the room.',
            )}
          </Text>
        </Stack>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CreateAudioRoomForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" component="section" aria-label={t('Your audio rooms')}>
              <Title order={2} fz="lg">
                {t('Your rooms')}
              </Title>
              {rooms.isPending ? (
                <Skeleton height={140} radius="md" />
              ) : rooms.isError ? (
                <LoadFailedAlert title={tm(AUDIO_ROOM_MESSAGES.loadFailed)} query={rooms} />
              ) : rooms.data.length === 0 ? (
                <Text c="dimmed">{tm(AUDIO_ROOM_MESSAGES.noRooms)}</Text>
              ) : (
                rooms.data.map((room) => <AudioRoomCard key={room._id} room={room} />)
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
