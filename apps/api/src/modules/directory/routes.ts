import {
  DIRECTORY_MESSAGES as M,
  directoryClaimsQuerySchema,
  directoryListQuerySchema,
  idParamSchema,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { ApiModule } from '../../platform/module';
import { receiveUpload } from '../../platform/uploads';
import { presentFoundDirectoryDoctor } from './presenter';
import {
  claimDirectoryDoctor,
  decideClaim,
  listClaims,
  getDirectoryDoctor,
  importDirectoryCsv,
  searchDirectory,
} from './service';
import { DIRECTORY_CSV_UPLOAD } from './upload-rules';

const tags = ['directory'];

/** The hospital directory (docs/directory.md): public reads, a doctor's claim, administrators' imports and decisions. */
export const directoryRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/directory/doctors',
    {
      schema: {
        tags,
        summary: 'Directory doctors by city, speciality and keyword, by name (public; paged)',
        querystring: directoryListQuerySchema,
      },
    },
    async (request) => {
      const page = await searchDirectory(ctx, request.query);
      return ok(
        page.entries.map((entry) => presentFoundDirectoryDoctor(entry, null)),
        undefined,
        { totalCountOfRecords: page.total },
      );
    },
  );

  app.get(
    '/directory/doctors/:id',
    { schema: { tags, summary: 'One AI doctor profile from the directory (public)', params: idParamSchema } },
    async (request) => ok(await getDirectoryDoctor(ctx, request.principal, request.params.id)),
  );

  app.post(
    '/directory/doctors/:id/claim',
    {
      schema: {
        tags,
        summary:
          "Claim a directory profile (signed-in doctors): confirmed at once when the doctor's verified e-mail is the profile's, else pending for an administrator",
        params: idParamSchema,
      },
    },
    async (request) => {
      const result = await claimDirectoryDoctor(ctx, requireUser(request), request.params.id, request.ip);
      return ok(result.doctor, result.confirmed ? M.claimConfirmed : M.claimPending);
    },
  );

  app.get(
    '/directory/claims',
    {
      schema: {
        tags,
        summary: 'Claims on directory profiles, pending ones first asked, oldest first (administrators)',
        querystring: directoryClaimsQuerySchema,
      },
    },
    async (request) => {
      requireAbility(request, 'manageDirectory');
      const { claims, total } = await listClaims(ctx, request.query);
      return ok(claims, undefined, { totalCountOfRecords: total });
    },
  );

  for (const [action, confirm] of [
    ['confirm', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/directory/doctors/:id/claim/${action}`,
      {
        schema: {
          tags,
          summary: `${confirm ? 'Confirm' : 'Reject'} a pending claim on a directory profile (administrators)`,
          params: idParamSchema,
        },
      },
      async (request) => {
        const doctor = await decideClaim(
          ctx,
          requireAbility(request, 'manageDirectory'),
          request.params.id,
          confirm,
          request.ip,
        );
        return ok(doctor, confirm ? M.claimConfirmedByAdmin : M.claimRejectedByAdmin);
      },
    );
  }

  app.post(
    '/directory/doctors/import',
    {
      schema: {
        tags,
        summary:
          'Import directory doctors from a CSV (multipart field "file"; administrators): valid rows are added or update the entry of their ref, refused rows are reported with their line',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const admin = requireAbility(request, 'manageDirectory');
      const upload = await receiveUpload(request, DIRECTORY_CSV_UPLOAD);
      // An XLSX is a spreadsheet too, but the directory's format is CSV text.
      if (upload.ext !== 'csv') throw AppError.field('file', M.csvRequired);
      const result = await importDirectoryCsv(ctx, admin, upload.bytes.toString('utf8'), request.ip);
      return ok(result, M.importDone(result.imported, result.refused.length));
    },
  );
};
