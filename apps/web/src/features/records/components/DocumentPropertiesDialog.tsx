import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  RECORD_MESSAGES,
  documentPropertiesSchema,
  type DocumentProperties,
  type DocumentPropertiesInput,
  type MedicalRecordDto,
} from '@carenet/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { useUpdateDocument } from '../api';
import { t, tm } from '../../../lib/i18n';
import { DOCUMENT_PROPERTY_FIELDS, DocumentPropertiesFields } from './DocumentPropertiesFields';

interface DocumentPropertiesDialogProps {
  userId: string;
  /** The document being edited; null while the dialog is closed. */
  document: MedicalRecordDto | null;
  onClose: () => void;
}

const valuesOf = (document: MedicalRecordDto | null): DocumentPropertiesInput => ({
  userGivenName: document?.userGivenName ?? '',
  note: document?.note ?? '',
  date: document?.date ?? '',
});

/** Edit a document's name, date and note (docs/screens-and-flows.md#routes: edit where editing is allowed). */
export function DocumentPropertiesDialog({ userId, document, onClose }: DocumentPropertiesDialogProps) {
  const fullScreen = useFullScreenModal();
  const update = useUpdateDocument(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DocumentPropertiesInput, unknown, DocumentProperties>({
    resolver: zodResolver(documentPropertiesSchema),
    defaultValues: valuesOf(document),
  });

  useEffect(() => {
    if (!document) return;
    form.reset(valuesOf(document));
    setFormError(null);
  }, [document, form]);

  const submit = form.handleSubmit(async (properties) => {
    if (!document) return;
    setFormError(null);
    try {
      await update.mutateAsync({ id: document._id, properties });
      notifySuccess(tm(RECORD_MESSAGES.documentUpdated));
      onClose();
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, DOCUMENT_PROPERTY_FIELDS));
    }
  });

  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={t('Document properties')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <DocumentPropertiesFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
