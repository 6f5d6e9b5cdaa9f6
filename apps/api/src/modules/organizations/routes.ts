import { z } from 'zod';
import {
  ORGANIZATION_MESSAGES as M,
  RECORD_MESSAGES,
  idParamSchema,
  nearestFacilitiesQuerySchema,
  organizationEmailTokenQuerySchema,
  organizationNameQuerySchema,
  organizationUpdateSchema,
  organizationsQuerySchema,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload } from '../../platform/uploads';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD } from '../../platform/uploads/document-and-image-rules';
import { ORGANIZATION_DOCUMENT_PURPOSE } from './events';
import { ORGANIZATION_LOGO_PURPOSE, defineOrganizationFilePolicies } from './file-purposes';
import { creationInputOf, organizationCreateBodySchema } from './form';
import { presentFacilityDoctor, presentOrganization, presentUserOrganization } from './presenter';
import {
  confirmOrganizationEmail,
  createOrganization,
  deleteOrganization,
  exportOrganizationsCsv,
  facilityDoctorsFor,
  getOrganizationView,
  isOrganizationNameAvailable,
  listOrganizationsFor,
  nearestFacilities,
  organizationsOfUserFor,
  updateOrganization,
  uploadOrganizationFile,
  viewerExtras,
} from './service';

const tags = ['facilities'];

/** Facilities (docs/api-contract.md Facilities): the carousel, the facility page, the facility form and 'My Facilities'. */
export const organizationRoutes: ApiModule = (ctx) => async (app) => {
  defineOrganizationFilePolicies(ctx);

  app.get(
    '/organization',
    {
      schema: {
        tags,
        summary:
          'Verified facilities for everyone; every facility, by status, for administrators (isDownload=true: CSV, administrators only)',
        querystring: organizationsQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.query.isDownload === 'true') {
        const csv = await exportOrganizationsCsv(
          ctx,
          requireAbility(request, 'manageFacilities'),
          request.query,
        );
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="facilities-${day}.csv"`)
          .send(csv);
      }
      const { rows, total } = await listOrganizationsFor(ctx, request.principal, request.query);
      return ok(
        rows.map((row) => presentOrganization(row)),
        'Success',
        { totalCountOfRecords: total },
      );
    },
  );

  // Before /organization/:id in the file as in the router, which always tries a fixed path first.
  app.get(
    '/organization/nearest',
    {
      schema: {
        tags,
        summary:
          "Verified facilities nearest to near=lat,lng by their city's coordinates, with distanceKm and an OpenStreetMap link (public: the emergency card's 'Find the nearest hospital')",
        querystring: nearestFacilitiesQuerySchema,
      },
    },
    async (request, reply) => {
      // The query is where the person is: no cache on the way may keep it or the answer.
      reply.header('cache-control', 'no-store');
      return ok(await nearestFacilities(ctx, request.query.near, request.query.limit));
    },
  );

  app.get(
    '/organization/nameAvailable',
    {
      schema: {
        tags,
        summary: "Whether a facility name is free (the form's debounced check), ignoring the one edited",
        querystring: organizationNameQuerySchema,
      },
    },
    async (request) => {
      requireUser(request);
      const { orgName, excludeId } = request.query;
      return ok({ available: await isOrganizationNameAvailable(ctx, orgName, excludeId) });
    },
  );

  app.post(
    '/organization',
    {
      schema: {
        tags,
        summary:
          'Creates a facility: the facility form (facility and doctor users, unverified), or Add Hospital step 2 (administrators, with userId, verified)',
        body: organizationCreateBodySchema,
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const input = creationInputOf(principal, request.body);
      const organization = await createOrganization(ctx, principal, input, request.ip);
      const extras = await viewerExtras(ctx, principal, organization);
      return reply
        .status(201)
        .send(ok(presentOrganization(organization, extras), M.created, { statusCode: 201 }));
    },
  );

  app.post(
    '/organization/documents',
    {
      schema: {
        tags,
        summary:
          'Upload a facility document for the form\'s second step (multipart field "file"); attach it with PUT /organization/{id}',
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, DOCUMENT_UPLOAD);
      const data = await uploadOrganizationFile(ctx, principal, ORGANIZATION_DOCUMENT_PURPOSE, upload);
      return reply.status(201).send(ok(data, RECORD_MESSAGES.documentUploaded, { statusCode: 201 }));
    },
  );

  app.post(
    '/organization/logo',
    {
      schema: {
        tags,
        summary:
          'Upload a facility logo (multipart field "file", public once stored); set it as defaultImageUrl with PUT /organization/{id}',
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, IMAGE_UPLOAD);
      const data = await uploadOrganizationFile(ctx, principal, ORGANIZATION_LOGO_PURPOSE, upload);
      return reply.status(201).send(ok(data, RECORD_MESSAGES.imageUploaded, { statusCode: 201 }));
    },
  );

  app.get(
    '/organization/:id',
    {
      schema: {
        tags,
        summary: 'One facility (unverified ones only for their members and administrators)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const { organization, extras } = await getOrganizationView(ctx, request.principal, request.params.id);
      return ok(presentOrganization(organization, extras));
    },
  );

  app.get(
    '/organization/:id/doctors',
    {
      schema: {
        tags,
        summary:
          "The facility's verified doctors, by name, for its public page (to whoever may see the facility)",
        params: idParamSchema,
      },
    },
    async (request) => {
      const doctors = await facilityDoctorsFor(ctx, request.principal, request.params.id);
      return ok(doctors.map(presentFacilityDoctor));
    },
  );

  app.put(
    '/organization/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a facility (its owners and admins, and administrators); a new e-mail is confirmed by link',
        params: idParamSchema,
        body: organizationUpdateSchema,
      },
    },
    async (request) => {
      const { organization, extras } = await updateOrganization(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return ok(presentOrganization(organization, extras), M.updated);
    },
  );

  app.delete(
    '/organization/:id',
    {
      schema: { tags, summary: 'Deletes a facility (its owners and administrators)', params: idParamSchema },
    },
    async (request) => {
      await deleteOrganization(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/organization/verify/:id',
    {
      schema: {
        tags,
        summary: "Confirms the facility's e-mail address with the token of the link e-mailed to it",
        params: idParamSchema,
        querystring: organizationEmailTokenQuerySchema,
      },
    },
    async (request) => {
      const organization = await confirmOrganizationEmail(
        ctx,
        request.principal?.userId ?? null,
        request.params.id,
        request.query.token,
        request.ip,
      );
      return ok(presentOrganization(organization), M.emailConfirmed);
    },
  );

  app.get(
    '/org/user/:userId',
    {
      schema: {
        tags,
        summary: "The facilities a user belongs to, with their role in each ('My Facilities')",
        params: z.object({ userId: z.string().min(1).max(100) }),
      },
    },
    async (request) => {
      const rows = await organizationsOfUserFor(ctx, requireUser(request), request.params.userId);
      return ok(rows.map((row) => presentUserOrganization(row.organization, row.role)));
    },
  );
};
