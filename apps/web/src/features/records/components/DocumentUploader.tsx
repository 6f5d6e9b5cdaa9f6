import { zodResolver } from '../../../lib/zodResolver';
import {
  Button,
  Container,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconFileUpload, IconFileText } from '@tabler/icons-react';
import {
  DOCUMENT_ACCEPT,
  RECORD_MAX_MB,
  RECORD_MESSAGES,
  documentPropertiesSchema,
  type DocumentProperties,
  type DocumentPropertiesInput,
} from '@carenet/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { ApiError } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { useUploadDocument } from '../api';
import { baseName, documentProblem, formatSize, localToday } from '../../../lib/files';
import { DOCUMENT_PROPERTY_FIELDS, DocumentPropertiesFields } from './DocumentPropertiesFields';

interface DocumentUploaderProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

const emptyProperties = (): DocumentPropertiesInput => ({ userGivenName: '', note: '', date: localToday() });

/** The file's own problem the server named (its type, its size), if that is why the upload failed. */
const fileErrorOf = (err: unknown) =>
  err instanceof ApiError ? err.errors.find((error) => error.path === 'file')?.message : undefined;

/** docs/screens-and-flows.md#flows document uploader: full screen, 'Step 1 - Select File', 'Step 2 - Upload', one file at a time. */
export function DocumentUploader({ userId, opened, onClose }: DocumentUploaderProps) {
  const upload = useUploadDocument(userId);
  // On a phone the step labels stand one above the other instead of wrapping across.
  const narrow = useFullScreenModal();
  const [active, setActive] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<DocumentPropertiesInput, unknown, DocumentProperties>({
    resolver: zodResolver(documentPropertiesSchema),
    defaultValues: emptyProperties(),
  });

  useEffect(() => {
    if (!opened) return;
    setActive(0);
    setFile(null);
    setFileError(null);
    setFormError(null);
    setPercent(null);
    form.reset(emptyProperties());
  }, [opened, form]);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = documentProblem(picked);
    setFileError(problem && tm(problem));
    setFile(problem ? null : picked);
    if (!problem && !form.getValues('userGivenName')) form.setValue('userGivenName', baseName(picked.name));
  };

  const next = () => {
    if (!file) setFileError(tm(RECORD_MESSAGES.fileRequired));
    else setActive(1);
  };

  const submit = form.handleSubmit(async (properties) => {
    if (!file) return setActive(0);
    setFormError(null);
    setPercent(0);
    try {
      await upload.mutateAsync({ file, properties, onProgress: setPercent });
      notifySuccess(tm(RECORD_MESSAGES.documentUploaded));
      onClose();
    } catch (err) {
      setPercent(null);
      const fileError = fileErrorOf(err);
      if (fileError) {
        setFile(null);
        setFileError(fileError);
        setActive(0);
      } else {
        setFormError(applyServerErrors(err, form.setError, DOCUMENT_PROPERTY_FIELDS));
      }
    }
  });
  const uploading = percent !== null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Upload a document')}
      fullScreen
      closeOnEscape={!uploading}
    >
      <Container size="sm" px={0} pb="xl">
        <Stepper
          active={active}
          size="sm"
          orientation={narrow ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
          onStepClick={setActive}
        >
          <Stepper.Step label={t('Step 1 - Select File')}>
            <Stack gap="md" mt="md">
              <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
                <Stack align="center" gap="sm" ta="center">
                  <ThemeIcon size={56} radius="xl" variant="light">
                    <IconFileUpload size={30} />
                  </ThemeIcon>
                  <Text size="sm" c="dimmed" maw={360}>
                    {t(
                      'One file at a time: a PDF, a Word document (DOC or DOCX) or an image, up to {max} MB.',
                      {
                        max: RECORD_MAX_MB,
                      },
                    )}
                  </Text>
                  <FileButton onChange={pick} accept={DOCUMENT_ACCEPT}>
                    {(props) => (
                      <Button {...props} variant={file ? 'default' : 'filled'}>
                        {file ? t('Choose another file') : t('Choose a file')}
                      </Button>
                    )}
                  </FileButton>
                  {fileError && (
                    <Text size="sm" c="red" role="alert">
                      {fileError}
                    </Text>
                  )}
                </Stack>
              </Paper>
              {file && <ChosenFile file={file} />}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('Cancel')}
                </Button>
                <Button onClick={next}>{t('Next')}</Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('Step 2 - Upload')}>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="md" mt="md">
                {file && <ChosenFile file={file} />}
                <FormErrorAlert message={formError} />
                <DocumentPropertiesFields form={form} />
                {uploading && (
                  <Stack gap={4}>
                    <Text size="sm">{t('Uploading… {percent}%', { percent: percent ?? 0 })}</Text>
                    <Progress value={percent} aria-label={t('Upload progress')} animated />
                  </Stack>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => setActive(0)} disabled={uploading}>
                    {t('Back')}
                  </Button>
                  <Button type="submit" loading={uploading}>
                    {t('Upload')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
      </Container>
    </Modal>
  );
}

function ChosenFile({ file }: { file: File }) {
  return (
    <Group gap="sm" wrap="nowrap" aria-label={t('Chosen file')}>
      <IconFileText size={22} color="var(--mantine-color-care-7)" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {file.name}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatSize(file.size)}
      </Text>
    </Group>
  );
}
