import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { BULK_IMPORT_MESSAGES as M, IMPORT_JOB_ERRORS_SHOWN, type ImportJobDto } from '@carenet/shared';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { downloadResult, useImportJob } from '../api';
import { RowErrorsTable } from './RowErrorsTable';
import { formatNumber, t, tm } from '../../../lib/i18n';

/** A running import's progress bar, then its counts and result file. */
export function ImportProgress({ jobId }: { jobId: string }) {
  const query = useImportJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const job = query.data;
  if (query.isError)
    return <LoadFailedAlert title={t('We could not read how far the import is')} query={query} />;
  if (!job) return <Progress value={0} aria-label={t('Import progress')} animated />;

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
        aria-label={t('Import progress')}
      />
      <Text size="sm" aria-live="polite">
        {job.status === 'queued' && t('Waiting to start…')}
        {job.status === 'running' &&
          t('Imported {processed} of {total} rows', {
            processed: formatNumber(job.processedRows),
            total: formatNumber(job.totalRows),
          })}
        {job.status === 'done' &&
          t('Finished: {created} created, {failed} not imported', {
            created: formatNumber(job.createdCount),
            failed: formatNumber(job.failedCount),
          })}
        {job.status === 'failed' &&
          t('Stopped after {processed} of {total} rows: {created} created', {
            processed: formatNumber(job.processedRows),
            total: formatNumber(job.totalRows),
            created: formatNumber(job.createdCount),
          })}
      </Text>
      {job.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          {tm(M.jobFailed)}
        </Alert>
      )}
      {job.status === 'done' && (
        <Group>
          <Alert color="care" variant="light" icon={<IconCircleCheck size={20} />} py="xs">
            {t('The import has finished.')}
          </Alert>
          {job.resultUrl && (
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={downloading}
              onClick={() => void save(job)}
            >
              {t('Download result')}
            </Button>
          )}
        </Group>
      )}
      {job.errors.length > 0 && job.status !== 'queued' && (
        <RowErrorsTable
          errors={job.errors}
          caption={
            job.errors.length === IMPORT_JOB_ERRORS_SHOWN
              ? t('The first {count} problems; the result file lists them all', {
                  count: formatNumber(IMPORT_JOB_ERRORS_SHOWN),
                })
              : t('Rows not imported')
          }
        />
      )}
    </Stack>
  );
}
