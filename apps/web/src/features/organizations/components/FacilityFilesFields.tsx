import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconFileText, IconPhotoUp, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  ORGANIZATION_DOCUMENTS_MAX,
  RECORD_MAX_MB,
  RECORD_MESSAGES,
  type OrganizationDto,
  type OrganizationUpdateInput,
  type OrganizationUploadDto,
} from '@carenet/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { documentProblem, imageProblem } from '../../../lib/files';
import { openPrivateFile } from '../../../lib/privateFiles';
import { uploadOrganizationDocument, uploadOrganizationLogo, useUpdateOrganization } from '../api';
import { FacilityLogo } from './FacilityLogo';
import { t, tm } from '../../../lib/i18n';

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<OrganizationUploadDto>;

/**
 * docs/screens-and-flows.md#flows step 2 (and the same on the facility's page): the logo and the documents. Each picked file is
 * checked here, uploaded with its progress shown, then saved onto the facility at once.
 */
export function FacilityFilesFields({ organization }: { organization: OrganizationDto }) {
  const update = useUpdateOrganization(organization._id);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = organization.documents ?? [];
  const documentKeys = documents.map((document) => document.key);

  const pick = async (
    file: File | null,
    check: (file: File) => string | null,
    upload: Upload,
    changes: (uploaded: OrganizationUploadDto) => OrganizationUpdateInput,
  ) => {
    if (!file) return;
    const refused = check(file);
    setProblem(refused);
    if (refused) return;
    setPercent(0);
    try {
      const uploaded = await upload(file, setPercent);
      await update.mutateAsync(changes(uploaded));
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPercent(null);
    }
  };

  const removeDocument = (key: string) => {
    setProblem(null);
    update.mutate(
      { documentKeys: documentKeys.filter((existing) => existing !== key) },
      { onError: (err) => setProblem(errorMessage(err)) },
    );
  };

  // A private file: fetched with the reader's token, then shown in a tab of its own.
  const openDocument = (url: string, number: number) => {
    setProblem(null);
    openPrivateFile({ url, name: `document-${number}` }, true, tm(RECORD_MESSAGES.openFailed)).catch(
      (err: unknown) => setProblem(errorMessage(err)),
    );
  };

  const busy = percent !== null || update.isPending;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('Logo')}
        </Text>
        <Group gap="md" wrap="nowrap">
          <FacilityLogo
            name={organization.orgName}
            imageUrl={organization.defaultImageUrl}
            size={72}
            radius="md"
          />
          <Stack gap={4}>
            <FileButton
              accept={IMAGE_ACCEPT}
              onChange={(file) =>
                void pick(file, imageProblem, uploadOrganizationLogo, (uploaded) => ({
                  defaultImageUrl: uploaded.url,
                }))
              }
            >
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoUp size={18} />} disabled={busy}>
                  {organization.defaultImageUrl ? t('Change logo') : t('Upload logo')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('An image up to {max} MB. Without one, the hospital mark is shown.', { max: RECORD_MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Stack>

      <Stack gap="xs">
        <div>
          <Text fw={600} size="sm">
            {t('Documents')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(
              "Registration certificates and licences, seen only by the facility's managers and CareNet's administrators. PDF, Word or an image, up to {max} MB each.",
              { max: RECORD_MAX_MB },
            )}
          </Text>
        </div>
        {documents.map((document, index) => (
          <Paper key={document.key} withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ThemeIcon variant="light" size="md">
                  <IconFileText size={18} />
                </ThemeIcon>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  truncate
                  onClick={() => openDocument(document.url, index + 1)}
                >
                  {t('Document {number}', { number: index + 1 })}
                </Anchor>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Remove document {number}', { number: index + 1 })}
                disabled={busy}
                onClick={() => removeDocument(document.key)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {documents.length < ORGANIZATION_DOCUMENTS_MAX && (
          <FileButton
            accept={DOCUMENT_ACCEPT}
            onChange={(file) =>
              void pick(file, documentProblem, uploadOrganizationDocument, (uploaded) => ({
                documentKeys: [...documentKeys, uploaded.key],
              }))
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={18} />}
                disabled={busy}
                w={{ base: '100%', sm: 'auto' }}
              >
                {documents.length ? t('Add another document') : t('Upload document')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>

      {percent !== null && (
        <Progress value={percent} aria-label={t('Upload progress')} animated size="lg" radius="xl" />
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
