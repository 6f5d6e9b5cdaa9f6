import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconExternalLink,
  IconFileDescription,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconPencil,
  IconPhoto,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { MedicalRecordDto } from '@carenet/shared';
import { formatDate } from '../../../lib/dates';
import { formatSize } from '../../../lib/files';
import { t } from '../../../lib/i18n';

interface DocumentListProps {
  documents: MedicalRecordDto[];
  /** docs/roles-and-permissions.md#who-may-do-what: edit and delete only where editing is allowed (the uploader's own records). */
  editable: boolean;
  onOpen: (document: MedicalRecordDto) => void;
  onEdit: (document: MedicalRecordDto) => void;
  onDelete: (document: MedicalRecordDto) => void;
}

function iconOf(contentType: string): Icon {
  if (contentType === 'application/pdf') return IconFileTypePdf;
  if (contentType.startsWith('image/')) return IconPhoto;
  if (contentType.includes('word')) return IconFileTypeDoc;
  return IconFileDescription;
}

/** docs/screens-and-flows.md#routes: the documents with their date (DD-MMM-YYYY), name and note. */
export function DocumentList({ documents, editable, onOpen, onEdit, onDelete }: DocumentListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => {
        const FileIcon = iconOf(document.contentType);
        return (
          <Paper
            key={document._id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={document.userGivenName}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" style={{ flexShrink: 0 }}>
                <FileIcon size={22} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {document.userGivenName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatDate(`${document.date}T00:00:00`)} · {document.name} · {formatSize(document.size)}
                </Text>
                {document.note && (
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {document.note}
                  </Text>
                )}
              </Stack>
              <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Tooltip label={t('Open')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('Open {name}', { name: document.userGivenName })}
                    onClick={() => onOpen(document)}
                  >
                    <IconExternalLink size={18} />
                  </ActionIcon>
                </Tooltip>
                {editable && (
                  <>
                    <Tooltip label={t('Edit properties')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('Edit {name}', { name: document.userGivenName })}
                        onClick={() => onEdit(document)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('Delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('Delete {name}', { name: document.userGivenName })}
                        onClick={() => onDelete(document)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
