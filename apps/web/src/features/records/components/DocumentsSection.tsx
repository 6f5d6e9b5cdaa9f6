import { Button, Card, Group, Title } from '@mantine/core';
import { IconFileUpload, IconFiles } from '@tabler/icons-react';
import { RECORD_MESSAGES, type MedicalRecordDto } from '@carenet/shared';
import { useState } from 'react';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteDocument, useMedicalRecords, type RecordsOwner } from '../api';
import { openPrivateFile, showsInATab } from '../../../lib/privateFiles';
import { DocumentList } from './DocumentList';
import { DocumentPropertiesDialog } from './DocumentPropertiesDialog';
import { SectionEmpty, SectionSkeleton } from './SectionStates';

interface DocumentsSectionProps {
  owner: RecordsOwner;
  /** Opens the document uploader; absent where editing is not allowed. */
  onUpload?: () => void;
}

/** The patient's documents: open, and where editing is allowed edit the properties or delete. */
export function DocumentsSection({ owner, onUpload }: DocumentsSectionProps) {
  const query = useMedicalRecords(owner);
  const remove = useDeleteDocument(owner.userId);
  const [editing, setEditing] = useState<MedicalRecordDto | null>(null);
  const [deleting, setDeleting] = useState<MedicalRecordDto | null>(null);
  const editable = Boolean(onUpload);

  const open = (document: MedicalRecordDto) =>
    void openPrivateFile(document, showsInATab(document.contentType), RECORD_MESSAGES.openFailed).catch(
      (err: unknown) => notifyFailure(errorMessage(err)),
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => notifySuccess(tm(RECORD_MESSAGES.documentDeleted)),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="documents-title">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="lg" id="documents-title">
          {t('Documents')}
        </Title>
        {onUpload && (
          <Button size="xs" variant="light" leftSection={<IconFileUpload size={16} />} onClick={onUpload}>
            {t('Upload a document')}
          </Button>
        )}
      </Group>
      <ListQueryView
        query={query}
        loading={<SectionSkeleton label={t('Loading documents')} />}
        failedTitle={t('We could not load the documents')}
        empty={
          <SectionEmpty icon={IconFiles} title={t('No documents yet')}>
            {editable
              ? t(
                  'Keep lab reports, prescriptions, scans and doctors’ letters here, each with its date and a note.',
                )
              : t('This patient has not uploaded any documents.')}
          </SectionEmpty>
        }
      >
        {(documents) => (
          <DocumentList
            documents={documents}
            editable={editable}
            onOpen={open}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </ListQueryView>
      <DocumentPropertiesDialog userId={owner.userId} document={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('Delete this document?')}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('“{name}” and its file will be deleted for good. Your doctors will no longer see it.', {
          name: deleting?.userGivenName ?? '',
        })}
      </ConfirmDialog>
    </Card>
  );
}
