import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BULK_IMPORT_MAX_JSON_BYTES,
  BULK_IMPORT_MESSAGES as M,
  IMPORT_COLUMNS,
  bulkImportQuerySchema,
  bulkImportTemplateQuerySchema,
  idParamSchema,
  type BulkImportKind,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload } from '../../platform/uploads';
import { presentImportJob } from './presenter';
import { dryRunImport, getImportJob, openImportResult, startImport } from './service';
import { fileSource, jsonSource, JSON_SOURCE_NAME, type RowSource } from './row-source';
import { templateFile } from './templates';
import { BULK_IMPORT_UPLOAD } from './upload-rules';

const tags = ['bulk-import'];

/** The two uploads of docs/api-contract.md (POST /user/add/bulk, POST organization/add/bulk), with their templates. */
const UPLOADS: { path: string; kind: BulkImportKind; what: string; template: string }[] = [
  { path: '/user/add/bulk', kind: 'users', what: 'doctors and patients', template: 'carenet-users-template' },
  {
    path: '/organization/add/bulk',
    kind: 'organizations',
    what: 'facilities',
    template: 'carenet-facilities-template',
  },
];

const download = (reply: FastifyReply, fileName: string, contentType: string) =>
  reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');

/** Fastify's own JSON parser has read the body: the rows came as JSON rather than as a file. */
const isJson = (request: FastifyRequest) =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/** The rows of the request: a JSON array of row objects, or else the multipart file (which says what is missing). */
const rowSource = async (request: FastifyRequest): Promise<RowSource> =>
  isJson(request) ? jsonSource(request.body) : fileSource(await receiveUpload(request, BULK_IMPORT_UPLOAD));

/**
 * Bulk uploads (administrators only). POST …/add/bulk?dryRun=true checks every row of a CSV or XLSX
 * file (multipart field "file"), or of a JSON array of row objects, and writes nothing; without
 * dryRun the same rows are checked again and imported by a background job, whose progress
 * GET /bulkImports/{id} reports and whose result CSV GET /bulkImports/{id}/result downloads.
 */
export const bulkImportRoutes: ApiModule = (ctx) => async (app) => {
  for (const { path, kind, what, template } of UPLOADS) {
    app.post(
      path,
      {
        // 10,000 rows as JSON are larger than the default limit; a multipart file keeps its own 5 MB.
        bodyLimit: BULK_IMPORT_MAX_JSON_BYTES,
        schema: {
          tags,
          summary: `Check (dryRun=true) or import ${what}: a CSV or XLSX file (multipart field "file") or a JSON array of row objects named by the template's columns (max 10,000 rows; a JSON import's file name is "${JSON_SOURCE_NAME}"; administrators)`,
          consumes: ['multipart/form-data', 'application/json'],
          querystring: bulkImportQuerySchema,
        },
      },
      async (request, reply) => {
        const principal = requireAbility(request, 'importData');
        const upload = await rowSource(request);
        if (request.query.dryRun) {
          const check = await dryRunImport(ctx, principal, kind, upload, request.ip);
          return ok(check, M.checked(check.validRows, check.totalRows));
        }
        const job = await startImport(ctx, principal, kind, upload, request.ip);
        return reply.status(202).send(ok(presentImportJob(job), M.started, { statusCode: 202 }));
      },
    );

    app.get(
      `${path}/template`,
      {
        schema: {
          tags,
          summary: `The empty CSV or XLSX template of a ${what} upload (administrators)`,
          querystring: bulkImportTemplateQuerySchema,
        },
      },
      async (request, reply) => {
        requireAbility(request, 'importData');
        const file = await templateFile(template, IMPORT_COLUMNS[kind], request.query.format);
        return download(reply, file.fileName, file.contentType).send(file.bytes);
      },
    );
  }

  app.get(
    '/bulkImports/:id',
    { schema: { tags, summary: 'How far an import is (administrators)', params: idParamSchema } },
    async (request) => {
      requireAbility(request, 'importData');
      return ok(presentImportJob(await getImportJob(ctx, request.params.id)));
    },
  );

  app.get(
    '/bulkImports/:id/result',
    {
      schema: {
        tags,
        summary: "A finished import's result CSV: every row with its outcome and errors (administrators)",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      requireAbility(request, 'importData');
      const { job, body } = await openImportResult(ctx, request.params.id);
      return download(reply, `import-result-${job.id}.csv`, 'text/csv; charset=utf-8').send(body);
    },
  );
};
