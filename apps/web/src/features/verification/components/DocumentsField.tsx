import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, RECORD_MAX_MB, type VerificationDocumentDto } from '@carenet/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { documentProblem } from '../../../lib/files';
import { uploadVerificationDocument } from '../api';

const MAX_DOCUMENTS = 5;

interface DocumentsFieldProps {
  label: string;
  description: string;
  documents: VerificationDocumentDto[];
  onChange: (documents: VerificationDocumentDto[]) => void;
  error?: string;
}

/**
 * The licence or registration papers of a submission: each picked file is checked here (type, size),
 * uploaded at once with its progress shown, and listed; the server checks the bytes again.
 */
export function DocumentsField({ label, description, documents, onChange, error }: DocumentsFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = documentProblem(file);
    setProblem(refused);
    if (refused) return;
    setPercent(0);
    try {
      const uploaded = await uploadVerificationDocument(file, setPercent);
      onChange([...documents, uploaded]);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPercent(null);
    }
  };

  const shown = problem ?? error;
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm" component="label">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {description} {t('PDF, Word or an image, up to {size} MB each.', { size: RECORD_MAX_MB })}
        </Text>
      </div>
      {documents.map((document) => (
        <Paper key={document.key} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon variant="light" size="md">
                <IconFileText size={18} />
              </ThemeIcon>
              <Text size="sm" truncate>
                {document.name}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Remove {name}', { name: document.name })}
              onClick={() => onChange(documents.filter((d) => d.key !== document.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {percent !== null && (
        <Progress value={percent} aria-label={t('Upload progress')} animated size="lg" radius="xl" />
      )}
      {documents.length < MAX_DOCUMENTS && (
        <FileButton onChange={(file) => void pick(file)} accept={DOCUMENT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={18} />}
              loading={percent !== null}
              w={{ base: '100%', sm: 'auto' }}
            >
              {documents.length ? t('Add another document') : t('Upload document')}
            </Button>
          )}
        </FileButton>
      )}
      {shown && (
        <Text size="sm" c="red.8" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
