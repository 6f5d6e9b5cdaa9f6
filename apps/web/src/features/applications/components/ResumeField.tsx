import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { RESUME_ACCEPT } from '@carenet/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { uploadResume } from '../api';
import { resumeProblem } from '../resume';
import { t } from '../../../lib/i18n';

type Upload =
  | { state: 'empty' }
  | { state: 'uploading'; name: string; percent: number }
  | { state: 'uploaded'; name: string };

interface ResumeFieldProps {
  /** The uploaded resume's key, or '' when none. */
  onChange: (key: string) => void;
  /** True while a file is being sent, so the form waits for its key. */
  onBusyChange: (busy: boolean) => void;
  /** An error the server gave the `resume` field when applying. */
  error?: string;
}

/** docs/files-and-uploads.md#accepted-types resume: optional, DOC/DOCX/PDF/RTF up to 2 MB, uploaded as soon as it is picked. */
export function ResumeField({ onChange, onBusyChange, error }: ResumeFieldProps) {
  const [upload, setUpload] = useState<Upload>({ state: 'empty' });
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = resumeProblem(file);
    setProblem(refused);
    if (refused) return;
    onChange('');
    onBusyChange(true);
    setUpload({ state: 'uploading', name: file.name, percent: 0 });
    try {
      const stored = await uploadResume(file, (percent) =>
        setUpload({ state: 'uploading', name: file.name, percent }),
      );
      setUpload({ state: 'uploaded', name: stored.name });
      onChange(stored.key);
    } catch (err) {
      setUpload({ state: 'empty' });
      setProblem(err instanceof ApiError && err.errors[0] ? err.errors[0].message : errorMessage(err));
    } finally {
      onBusyChange(false);
    }
  };

  const remove = () => {
    setUpload({ state: 'empty' });
    setProblem(null);
    onChange('');
  };

  return (
    <Input.Wrapper
      label={t('Resume')}
      description={t('Recommended. DOC, DOCX, PDF or RTF, up to 2 MB.')}
      error={problem ?? error}
    >
      <Stack gap={6} mt={6}>
        {upload.state === 'empty' && (
          <FileButton onChange={(file) => void pick(file)} accept={RESUME_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} w="fit-content">
                {t('Choose a file')}
              </Button>
            )}
          </FileButton>
        )}
        {upload.state === 'uploading' && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('Uploading {name}… {percent}%', { name: upload.name, percent: upload.percent })}
            </Text>
            <Progress value={upload.percent} aria-label={t('Resume upload progress')} animated />
          </>
        )}
        {upload.state === 'uploaded' && (
          <Group gap="xs" wrap="nowrap">
            <IconFileCheck size={18} color="var(--mantine-color-care-7)" style={{ flexShrink: 0 }} />
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {upload.name}
            </Text>
            <Tooltip label={t('Remove the resume')} withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label={t('Remove the resume')} onClick={remove}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
