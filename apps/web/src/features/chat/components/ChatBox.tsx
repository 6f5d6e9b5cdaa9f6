import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  IconFileUpload,
  IconMicrophone,
  IconPhoto,
  IconPrescription,
  IconSend,
  IconVideoPlus,
} from '@tabler/icons-react';
import { CHAT_TEXT_MAX, DOCUMENT_ACCEPT, IMAGE_ACCEPT } from '@carenet/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useSendFile, useSendText } from '../api';
import { voiceMessageFile } from '../mp3';
import { useHoldToRecord, type RecorderState } from '../useHoldToRecord';
import { msg, t, tm } from '../../../lib/i18n';

export interface DoctorTools {
  /** Opens the prescription modal, when the doctor may write one. */
  onPrescription: (() => void) | null;
  /** Opens the Create Meet Link dialog, when the doctor may create one. */
  onMeetLink: (() => void) | null;
}

interface ChatBoxProps {
  roomId: string;
  /** docs/screens-and-flows.md#flows: for doctors, the prescription and 'Create the meet link' buttons. */
  doctorTools: DoctorTools | null;
}

/** The message box says what the record control is doing, so holding it moves nothing on screen. */
const PLACEHOLDER: Record<RecorderState, string> = {
  idle: msg('Type a message'),
  holding: msg('Keep holding to record…'),
  recording: msg('Recording… {s}s — release to send'),
};

/** docs/validation-and-limits.md#conversation Chat: what would be sent, or nothing for empty or blank text. */
export const sendableText = (text: string): string | null => (text.trim() ? text.trim() : null);

/**
 * docs/screens-and-flows.md#routes Chat box: text (Enter sends, Shift+Enter a new line, blank is not sent), an image or a
 * document with upload progress, a voice message recorded while the control is held, and for
 * doctors the prescription and 'Create the meet link' buttons.
 */
export function ChatBox({ roomId, doctorTools }: ChatBoxProps) {
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sendText = useSendText(roomId);
  const sendFile = useSendFile(roomId);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);

  const upload = (file: File) => {
    setError(null);
    setProgress(0);
    sendFile.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ said }) => notifySuccess(tm(said)),
        onError: (err) => setError(errorMessage(err)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const recorder = useHoldToRecord((recording) => {
    // The progress bar shows at once: making the MP3 comes before the upload.
    setProgress(0);
    void voiceMessageFile(recording).then(upload);
  });

  const send = () => {
    const message = sendableText(text);
    if (!message || sendText.isPending) return;
    setError(null);
    sendText.mutate(message, {
      onSuccess: () => setText(''),
      onError: (err) => setError(errorMessage(err)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const pick = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) upload(file);
  };

  const uploading = progress !== null;
  const recording = recorder.state === 'recording';
  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      {(error ?? recorder.error) && (
        <Alert color="red" variant="light" p="xs" withCloseButton onClose={() => setError(null)}>
          <Text size="sm">{error ?? recorder.error}</Text>
        </Alert>
      )}
      {uploading && (
        <Box>
          <Text size="xs" c="dimmed" mb={4}>
            {t('Uploading… {progress}%', { progress })}
          </Text>
          <Progress value={progress} size="sm" aria-label={t('Upload progress')} animated />
        </Box>
      )}
      {doctorTools && (doctorTools.onPrescription || doctorTools.onMeetLink) && (
        <Group gap="xs">
          {doctorTools.onPrescription && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPrescription size={16} />}
              onClick={doctorTools.onPrescription}
            >
              {t('Prescription')}
            </Button>
          )}
          {doctorTools.onMeetLink && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconVideoPlus size={16} />}
              onClick={doctorTools.onMeetLink}
            >
              {t('Create the meet link')}
            </Button>
          )}
        </Group>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <Tooltip label={t('Send an image')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('Send an image')}
            disabled={uploading}
            onClick={() => imageInput.current?.click()}
          >
            <IconPhoto size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('Send a document')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('Send a document')}
            disabled={uploading}
            onClick={() => documentInput.current?.click()}
          >
            <IconFileUpload size={20} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          aria-label={t('Message')}
          placeholder={t(PLACEHOLDER[recorder.state], { s: recorder.seconds })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_TEXT_MAX}
          disabled={recording}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Tooltip label={recording ? t('Release to send') : t('Hold to record a voice message')}>
          <ActionIcon
            variant={recording ? 'filled' : 'subtle'}
            color={recording ? 'red' : undefined}
            size="lg"
            aria-label={t('Hold to record a voice message')}
            aria-pressed={recorder.state !== 'idle'}
            disabled={uploading}
            onPointerDown={(event) => {
              // Captured, the release reaches the control wherever the pointer has wandered.
              if ('setPointerCapture' in event.currentTarget) {
                event.currentTarget.setPointerCapture(event.pointerId);
              }
              recorder.press();
            }}
            onPointerUp={recorder.release}
            onPointerCancel={recorder.release}
            onContextMenu={(event) => event.preventDefault()}
            style={{ touchAction: 'none' }}
          >
            <IconMicrophone size={20} />
          </ActionIcon>
        </Tooltip>
        <ActionIcon
          size="lg"
          aria-label={t('Send')}
          onClick={send}
          loading={sendText.isPending}
          disabled={!sendableText(text)}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      <input
        ref={imageInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="chat-image-input"
        onChange={(event) => pick(event.currentTarget)}
      />
      <input
        ref={documentInput}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid="chat-document-input"
        onChange={(event) => pick(event.currentTarget)}
      />
    </Stack>
  );
}
