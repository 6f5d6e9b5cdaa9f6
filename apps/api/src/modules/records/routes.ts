import {
  RECORD_FILE_FIELD,
  RECORD_MESSAGES,
  documentPropertiesSchema,
  idParamSchema,
  recordListQuerySchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload } from '../../platform/uploads';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD } from '../../platform/uploads/document-and-image-rules';
import { presentUser } from '../users';
import { deleteDocument, listDocuments, updateDocument, uploadDocument } from './documents';
import { defineRecordFilePolicies } from './file-purposes';
import { deleteImage, listImages, setProfileImage, uploadImage } from './images';
import { presentImage, presentMedicalRecord } from './presenter';

const tags = ['medical records'];

/**
 * docs/screens-and-flows.md#routes /member/myMedicalRecords: a patient's documents and images (SPEC leaves the paths unnamed).
 * Read by the patient, the doctors treating them and administrators (404 to anyone else); changed
 * only by whoever uploaded them (docs/roles-and-permissions.md#who-may-do-what); every read and write is in the activity log.
 */
export const recordRoutes: ApiModule = (ctx) => async (app) => {
  defineRecordFilePolicies(ctx);

  app.post(
    '/medicalRecords',
    {
      schema: {
        tags,
        summary: `Upload a document into one's own records (multipart: userGivenName, note, date, then "${RECORD_FILE_FIELD}"; PDF, DOC, DOCX or an image by content, max 10 MB)`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, DOCUMENT_UPLOAD);
      const view = await uploadDocument(ctx, principal, upload, request.ip);
      return reply
        .code(201)
        .send(ok(presentMedicalRecord(view), RECORD_MESSAGES.documentUploaded, { statusCode: 201 }));
    },
  );

  app.get(
    '/medicalRecords',
    {
      schema: {
        tags,
        summary: "A patient's documents, latest date first (the patient, their doctors, administrators)",
        querystring: recordListQuerySchema,
      },
    },
    async (request) => {
      const views = await listDocuments(ctx, requireUser(request), request.query.userId, request.ip);
      return ok(views.map(presentMedicalRecord), 'Success', { totalCountOfRecords: views.length });
    },
  );

  app.put(
    '/medicalRecords/:id',
    {
      schema: {
        tags,
        summary: "Change a document's name, note or date (whoever uploaded it)",
        params: idParamSchema,
        body: documentPropertiesSchema,
      },
    },
    async (request) => {
      const view = await updateDocument(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return ok(presentMedicalRecord(view), RECORD_MESSAGES.documentUpdated);
    },
  );

  app.delete(
    '/medicalRecords/:id',
    {
      schema: {
        tags,
        summary: 'Delete a document and its file (whoever uploaded it)',
        params: idParamSchema,
      },
    },
    async (request) => {
      await deleteDocument(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, RECORD_MESSAGES.documentDeleted);
    },
  );

  app.post(
    '/images',
    {
      schema: {
        tags,
        summary: `Upload an image into one's own records (multipart "${RECORD_FILE_FIELD}"; JPEG, GIF, PNG, BMP, TIFF, SVG or WebP by content, max 10 MB); stored normalized with a _776x435 variant`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, IMAGE_UPLOAD);
      const image = await uploadImage(ctx, principal, upload, request.ip);
      return reply
        .code(201)
        .send(ok(presentImage(image, null), RECORD_MESSAGES.imageUploaded, { statusCode: 201 }));
    },
  );

  app.get(
    '/images',
    {
      schema: {
        tags,
        summary: "A user's images, newest first (the user, their doctors, administrators)",
        querystring: recordListQuerySchema,
      },
    },
    async (request) => {
      const { images, profileImageId } = await listImages(
        ctx,
        requireUser(request),
        request.query.userId,
        request.ip,
      );
      return ok(
        images.map((image) => presentImage(image, profileImageId)),
        'Success',
        { totalCountOfRecords: images.length },
      );
    },
  );

  app.delete(
    '/images/:id',
    {
      schema: {
        tags,
        summary: 'Delete an image and its variants (whoever uploaded it)',
        params: idParamSchema,
      },
    },
    async (request) => {
      await deleteImage(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, RECORD_MESSAGES.imageDeleted);
    },
  );

  app.put(
    '/images/:id/profile',
    {
      schema: {
        tags,
        summary:
          "Make an image the owner's profile picture (a public copy, at most 512 px); answers the user",
        params: idParamSchema,
      },
    },
    async (request) => {
      const user = await setProfileImage(ctx, requireUser(request), request.params.id, request.ip);
      return ok(presentUser(user), RECORD_MESSAGES.profileImageSet);
    },
  );
};
