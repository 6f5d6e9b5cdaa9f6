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
import { IconAlertCircle, IconFileSpreadsheet, IconLock, IconUpload } from '@tabler/icons-react';
import {
  BULK_IMPORT_LIST_SEPARATOR,
  BULK_IMPORT_MAX_ROWS,
  IMPORT_COLUMNS,
  deriveRoleFlags,
  type BulkImportKind,
} from '@carenet/shared';
import { useState } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { UPLOAD_FAILED, useCheckFile, useStartImport } from '../api';
import { ImportProgress } from '../components/ImportProgress';
import { RowErrorsTable } from '../components/RowErrorsTable';
import { TemplateLinks } from '../components/TemplateLinks';

const PAGES: Record<BulkImportKind, { title: string; what: string; lists: string }> = {
  users: {
    title: 'Bulk Upload Users',
    what: 'doctors and patients',
    lists: 'specialties',
  },
  organizations: {
    title: 'Bulk Upload Facilities',
    what: 'facilities',
    lists: 'facilityServices',
  },
};

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * /uploaddata and /facilitiesOrgDetails (docs/screens-and-flows.md#flows): an administrator checks a CSV or XLSX file (every
 * row's problems, nothing written), then imports the rows that passed, following the job's progress.
 */
export function BulkUploadPage({ kind }: { kind: BulkImportKind }) {
  const session = useSession();
  const page = PAGES[kind];
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const check = useCheckFile(kind);
  const start = useStartImport(kind);

  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title="You are not allowed to view this page"
        text={`${page.title} is for administrators. If you need access, ask an administrator of CareNet.`}
      />
    );
  }

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
                {page.title}
              </Title>
              <Text c="dimmed" size="sm">
                Add many {page.what} at once from a CSV or XLSX file of up to {count(BULK_IMPORT_MAX_ROWS)}{' '}
                rows. Check the file first: nothing is saved until you import it. Put several {page.lists} in
                one cell separated by “{BULK_IMPORT_LIST_SEPARATOR}”.
              </Text>
            </div>
          </Group>
        </Card>

        <Card padding="lg" shadow="xs">
          <Stack gap="md">
            <TemplateLinks kind={kind} />
            <Text size="xs" c="dimmed">
              Columns: {IMPORT_COLUMNS[kind].join(', ')}
            </Text>
            <FileInput
              label="File"
              description="CSV (UTF-8) or XLSX, up to 5 MB"
              placeholder="Choose a file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={18} />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the file' }}
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
                Check file
              </Button>
              <Button
                disabled={!file || !checked?.validRows || jobId !== null}
                loading={start.isPending}
                onClick={() => file && start.mutate(file, { onSuccess: (job) => setJobId(job._id) })}
              >
                {checked?.validRows ? `Import ${rows(checked.validRows)}` : 'Import'}
              </Button>
            </Group>
            {failure && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={20} />}
                title={UPLOAD_FAILED[kind]}
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
                {rows(checked.validRows)} of {count(checked.totalRows)} can be imported
              </Title>
              {checked.errors.length ? (
                <RowErrorsTable
                  errors={checked.errors}
                  caption="Fix these rows and check the file again, or import the rows without problems"
                />
              ) : (
                <Text size="sm">No problems found.</Text>
              )}
            </Stack>
          </Card>
        )}

        {jobId && (
          <Card padding="lg" shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Import
              </Title>
              <ImportProgress jobId={jobId} />
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
