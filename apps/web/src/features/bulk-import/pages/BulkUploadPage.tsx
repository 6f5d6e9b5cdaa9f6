import {
  Alert,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import {
  BULK_IMPORT_LIST_SEPARATOR,
  BULK_IMPORT_MAX_ROWS,
  IMPORT_COLUMNS,
  type BulkImportKind,
} from '@carenet/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { UPLOAD_FAILED, useCheckFile, useStartImport } from '../api';
import { ImportProgress } from '../components/ImportProgress';
import { RowErrorsTable } from '../components/RowErrorsTable';
import { TemplateLinks } from '../components/TemplateLinks';
import { formatNumber, msg, t, tm } from '../../../lib/i18n';

/** `intro` has {max} (the most rows), {lists} (the column holding lists) and {separator}. */
const PAGES: Record<BulkImportKind, { title: string; intro: string; lists: string }> = {
  users: {
    title: msg('Bulk Upload Users'),
    intro: msg(
      'Add many doctors and patients at once from a CSV or XLSX file of up to {max} rows. Check the file first: nothing is saved until you import it. Put several {lists} in one cell separated by “{separator}”.',
    ),
    lists: 'specialties',
  },
  organizations: {
    title: msg('Bulk Upload Facilities'),
    intro: msg(
      'Add many facilities at once from a CSV or XLSX file of up to {max} rows. Check the file first: nothing is saved until you import it. Put several {lists} in one cell separated by “{separator}”.',
    ),
    lists: 'facilityServices',
  },
};

/**
 * /uploaddata and /facilitiesOrgDetails (docs/screens-and-flows.md#flows): an administrator checks a CSV or XLSX file (every
 * row's problems, nothing written), then imports the rows that passed, following the job's progress.
 */
export function BulkUploadPage({ kind }: { kind: BulkImportKind }) {
  const page = PAGES[kind];
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const check = useCheckFile(kind);
  const start = useStartImport(kind);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setJobId(null);
    check.reset();
    start.reset();
  };
  const failure = check.error ?? start.error;
  const checked = check.data;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconFileSpreadsheet size={26} />
            </ThemeIcon>
            <div>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t(page.title)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(page.intro, {
                  max: formatNumber(BULK_IMPORT_MAX_ROWS),
                  lists: page.lists,
                  separator: BULK_IMPORT_LIST_SEPARATOR,
                })}
              </Text>
            </div>
          </Group>
        </Card>

        <Card padding="lg" shadow="xs">
          <Stack gap="md">
            <TemplateLinks kind={kind} />
            <Text size="xs" c="dimmed">
              {t('Columns: {columns}', { columns: IMPORT_COLUMNS[kind].join(', ') })}
            </Text>
            <FileInput
              label={t('File')}
              description={t('CSV (UTF-8) or XLSX, up to 5 MB')}
              placeholder={t('Choose a file')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={18} />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('Remove the file') }}
              // Mantine's placeholder grey is below 4.5:1 on white (WCAG AA); grey 7 reads.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Group>
              <Button
                variant="light"
                disabled={!file || jobId !== null}
                loading={check.isPending}
                onClick={() => file && check.mutate(file)}
              >
                {t('Check file')}
              </Button>
              <Button
                disabled={!file || !checked?.validRows || jobId !== null}
                loading={start.isPending}
                onClick={() => file && start.mutate(file, { onSuccess: (job) => setJobId(job._id) })}
              >
                {!checked?.validRows
                  ? t('Import')
                  : checked.validRows === 1
                    ? t('Import {count} row', { count: formatNumber(checked.validRows) })
                    : t('Import {count} rows', { count: formatNumber(checked.validRows) })}
              </Button>
            </Group>
            {failure && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={20} />}
                title={tm(UPLOAD_FAILED[kind])}
              >
                {errorMessage(failure)}
              </Alert>
            )}
          </Stack>
        </Card>

        {checked && !jobId && (
          <Card padding="lg" shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {checked.validRows === 1
                  ? t('{count} row of {total} can be imported', {
                      count: formatNumber(checked.validRows),
                      total: formatNumber(checked.totalRows),
                    })
                  : t('{count} rows of {total} can be imported', {
                      count: formatNumber(checked.validRows),
                      total: formatNumber(checked.totalRows),
                    })}
              </Title>
              {checked.errors.length ? (
                <RowErrorsTable
                  errors={checked.errors}
                  caption={t('Fix these rows and check the file again, or import the rows without problems')}
                />
              ) : (
                <Text size="sm">{t('No problems found.')}</Text>
              )}
            </Stack>
          </Card>
        )}

        {jobId && (
          <Card padding="lg" shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('Import')}
              </Title>
              <ImportProgress jobId={jobId} />
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
