import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { BULK_IMPORT_MESSAGES as M, IMPORT_JOB_ERRORS_SHOWN, type ImportJobDto } from '@carenet/shared';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { downloadResult, useImportJob } from '../api';
import { RowErrorsTable } from './RowErrorsTable';

const count = (n: number) => n.toLocaleString('en-US');

/** A running import's progress bar, then its counts and result file. */
export function ImportProgress({ jobId }: { jobId: string }) {
  const query = useImportJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const job = query.data;
  if (query.isError) return <LoadFailedAlert title="We could not read how far the import is" query={query} />;
  if (!job) return <Progress value={0} aria-label="Import progress" animated />;

  const percent = job.totalRows ? Math.round((job.processedRows / job.totalRows) * 100) : 0;
  const save = async (finished: ImportJobDto) => {
    setDownloading(true);
    try {
      await downloadResult(finished);
    } catch (err) {
      notifyFailure(errorMessage(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Progress
        value={percent}
        size="lg"
        animated={job.status === 'queued' || job.status === 'running'}
        aria-label="Import progress"
      />
      <Text size="sm" aria-live="polite">
        {job.status === 'queued' && 'Waiting to start…'}
        {job.status === 'running' && `Imported ${count(job.processedRows)} of ${count(job.totalRows)} rows`}
        {job.status === 'done' &&
          `Finished: ${count(job.createdCount)} created, ${count(job.failedCount)} not imported`}
        {job.status === 'failed' &&
          `Stopped after ${count(job.processedRows)} of ${count(job.totalRows)} rows: ${count(job.createdCount)} created`}
      </Text>
      {job.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          {M.jobFailed}
        </Alert>
      )}
      {job.status === 'done' && (
        <Group>
          <Alert color="care" variant="light" icon={<IconCircleCheck size={20} />} py="xs">
            The import has finished.
          </Alert>
          {job.resultUrl && (
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={downloading}
              onClick={() => void save(job)}
            >
              Download result
            </Button>
          )}
        </Group>
      )}
      {job.errors.length > 0 && job.status !== 'queued' && (
        <RowErrorsTable
          errors={job.errors}
          caption={
            job.errors.length === IMPORT_JOB_ERRORS_SHOWN
              ? `The first ${count(IMPORT_JOB_ERRORS_SHOWN)} problems; the result file lists them all`
              : 'Rows not imported'
          }
        />
      )}
    </Stack>
  );
}
