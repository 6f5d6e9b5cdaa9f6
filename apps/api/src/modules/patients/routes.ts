import {
  PATIENT_MESSAGES,
  idParamSchema,
  patientConsentSchema,
  patientConsentsQuerySchema,
  patientRegistrationQuerySchema,
  patientRegistrationSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentConsent, presentRegistration } from './presenter';
import { getRegistration, giveConsent, listConsents, saveRegistration, withdrawConsent } from './service';

const tags = ['patients'];

/** docs/api-contract.md Patient care: registration and consent, read only by the patient, their doctors and admins. */
export const patientRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/patientRegistration',
    {
      schema: {
        tags,
        summary: "Save a patient's registration (the patient, or an administrator with userId)",
        body: patientRegistrationSchema,
      },
    },
    async (request) => {
      const row = await saveRegistration(ctx, requireUser(request), request.body, request.ip);
      return ok(presentRegistration(row), PATIENT_MESSAGES.registrationSaved);
    },
  );

  app.get(
    '/getpatientRegistration',
    {
      schema: {
        tags,
        summary: "A patient's registration by userId or id (the patient, their doctors, administrators)",
        querystring: patientRegistrationQuerySchema,
      },
    },
    async (request) => {
      const row = await getRegistration(ctx, requireUser(request), request.query, request.ip);
      return row ? ok(presentRegistration(row)) : ok(null, PATIENT_MESSAGES.registrationNotFound);
    },
  );

  app.post(
    '/patientConsent',
    { schema: { tags, summary: 'Record a consent of the signed-in patient', body: patientConsentSchema } },
    async (request, reply) => {
      const row = await giveConsent(ctx, requireUser(request), request.body, request.ip);
      return reply
        .code(201)
        .send(ok(presentConsent(row), PATIENT_MESSAGES.consentRecorded, { statusCode: 201 }));
    },
  );

  app.post(
    '/patientConsent/:id/withdraw',
    { schema: { tags, summary: 'Withdraw a consent (the patient who gave it)', params: idParamSchema } },
    async (request) => {
      const row = await withdrawConsent(ctx, requireUser(request), request.params.id, request.ip);
      return ok(presentConsent(row), PATIENT_MESSAGES.consentWithdrawn);
    },
  );

  app.get(
    '/getPatientConsents',
    {
      schema: {
        tags,
        summary: "A patient's consents, newest first (the patient, their doctors, administrators)",
        querystring: patientConsentsQuerySchema,
      },
    },
    async (request) => {
      const rows = await listConsents(ctx, requireUser(request), request.query.userId, request.ip);
      return ok(rows.map(presentConsent), 'Success', { totalCountOfRecords: rows.length });
    },
  );
};
