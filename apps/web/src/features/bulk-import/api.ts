import {
  API_BASE_PATH,
  BULK_IMPORT_MESSAGES as M,
  type BulkImportCheckDto,
  type BulkImportKind,
  type BulkImportTemplateFormat,
  type ImportJobDto,
  IMPORT_PROGRESS_POLL_MS,
} from '@carenet/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadPrivateFile } from '../../lib/privateFiles';
import { uploadForm } from '../../lib/upload';

/** docs/api-contract.md: POST /user/add/bulk and POST organization/add/bulk. */
const UPLOAD_PATHS: Record<BulkImportKind, string> = {
  users: '/user/add/bulk',
  organizations: '/organization/add/bulk',
};

/** docs/api-contract.md#messages names the users page's failure; the facilities page says the same of facilities. */
export const UPLOAD_FAILED: Record<BulkImportKind, string> = {
  users: M.uploadFailed,
  organizations: M.facilitiesUploadFailed,
};

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** The dry run: every row checked, nothing written. */
export function useCheckFile(kind: BulkImportKind) {
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await uploadForm<BulkImportCheckDto>(
          `${UPLOAD_PATHS[kind]}?dryRun=true`,
          fileForm(file),
          () => undefined,
          UPLOAD_FAILED[kind],
        )
      ).data,
  });
}

/** Sends the file again to be imported by a background job; answers the job. */
export function useStartImport(kind: BulkImportKind) {
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await uploadForm<ImportJobDto>(
          UPLOAD_PATHS[kind],
          fileForm(file),
          () => undefined,
          UPLOAD_FAILED[kind],
        )
      ).data,
  });
}

const isRunning = (job: ImportJobDto | undefined) => job?.status === 'queued' || job?.status === 'running';

/** An import's progress, asked again every second until it has finished. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: ['bulkImports', id],
    queryFn: async ({ signal }) => (await api<ImportJobDto>(`/bulkImports/${id}`, { signal })).data,
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? IMPORT_PROGRESS_POLL_MS : false),
  });
}

const TEMPLATE_NAMES: Record<BulkImportKind, string> = {
  users: 'carenet-users-template',
  organizations: 'carenet-facilities-template',
};

export const downloadTemplate = (kind: BulkImportKind, format: BulkImportTemplateFormat) =>
  downloadPrivateFile(
    `${API_BASE_PATH}${UPLOAD_PATHS[kind]}/template?format=${format}`,
    `${TEMPLATE_NAMES[kind]}.${format}`,
    M.downloadFailed,
  );

export const downloadResult = (job: ImportJobDto) =>
  downloadPrivateFile(`${API_BASE_PATH}${job.resultUrl}`, `import-result-${job._id}.csv`, M.downloadFailed);
