import { Button, Center, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconPhotoOff, IconVolumeOff } from '@tabler/icons-react';
import { RECORD_MESSAGES } from '@carenet/shared';
import { errorMessage } from '../../../lib/api';
import { usePrivateFile } from '../../../lib/usePrivateFile';
import { openPrivateFile, showsInATab } from '../../../lib/privateFiles';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { notifyFailure } from '../../../components/notify';
import { t } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

/** A picture sent in the conversation, fetched with the reader's token; opens full size in a tab. */
export function ChatImage({ url, name }: { url: string; name: string }) {
  const file = usePrivateFile(url);
  const src = useObjectUrl(file.data);
  const frame = { width: 220, maxWidth: '100%', aspectRatio: '4 / 3', borderRadius: 8 } as const;
  if (file.isError) {
    return (
      <Center style={frame} bg="gray.1" aria-label={t('{name} could not be loaded', { name })}>
        <IconPhotoOff size={28} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  if (!src) return <Skeleton style={frame} aria-label={t('Loading {name}', { name })} />;
  return (
    <UnstyledButton
      onClick={() =>
        void openPrivateFile({ url, name }, true, RECORD_MESSAGES.openFailed).catch((err) =>
          notifyFailure(errorMessage(err)),
        )
      }
      aria-label={t('Open {name}', { name })}
    >
      <img
        src={src}
        alt={name}
        style={{
          display: 'block',
          maxWidth: 'min(100%, 260px)',
          maxHeight: 260,
          borderRadius: 8,
        }}
      />
    </UnstyledButton>
  );
}

/** A voice message: the browser's own player over the recording's bytes. */
export function ChatAudio({ url }: { url: string }) {
  const file = usePrivateFile(url);
  const src = useObjectUrl(file.data);
  if (file.isError) {
    return (
      <Group gap={6}>
        <IconVolumeOff size={16} />
        <Text size="sm">{t('This voice message could not be loaded.')}</Text>
      </Group>
    );
  }
  if (!src) return <BusyIndicator size="sm" label={t('Loading the voice message')} />;
  return <audio controls src={src} preload="metadata" style={{ width: 240, maxWidth: '100%' }} />;
}

/** A document: opened in a tab when the browser shows it, downloaded otherwise. */
export function ChatDocument({ url, name }: { url: string; name: string }) {
  const inATab = showsInATab(name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : '');
  return (
    <Button
      variant="default"
      size="compact-md"
      leftSection={<IconFileText size={16} />}
      onClick={() =>
        void openPrivateFile({ url, name }, inATab, RECORD_MESSAGES.openFailed).catch((err) =>
          notifyFailure(errorMessage(err)),
        )
      }
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
      h="auto"
      py={6}
    >
      {name}
    </Button>
  );
}
