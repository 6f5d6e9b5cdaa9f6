import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** Issues 2 to 5 and 10: every endpoint is documented in the generated OpenAPI document. */
const DOCUMENTED = [
  ['post', '/api/v1/register'],
  ['post', '/api/v1/verifyotp'],
  ['post', '/api/v1/resendotp'],
  ['post', '/api/v1/login'],
  ['post', '/api/v1/logout'],
  ['get', '/api/v1/session'],
  ['post', '/api/v1/forgotpassword'],
  ['post', '/api/v1/changepassword'],
  ['post', '/api/v1/change/user/password'],
  ['post', '/api/v1/change/username'],
  ['post', '/api/v1/change/number'],
  ['post', '/api/v1/checkAccount'],
  ['get', '/api/v1/user/{id}'],
  ['put', '/api/v1/user/{id}'],
  ['get', '/api/v1/user/profile/{id}'],
  ['get', '/api/v1/user/summary/{id}'],
  ['get', '/api/v1/userOrOrgName/{id}'],
  ['get', '/api/v1/users'],
  ['post', '/api/v1/searchuser'],
  ['post', '/api/v1/feedback'],
  ['get', '/api/v1/health'],
  // Issue 3: care requests, favourites, applications, comments, donations, facilities.
  ['get', '/api/v1/donationRequest'],
  ['post', '/api/v1/donationRequest'],
  ['get', '/api/v1/donationRequest/{id}'],
  ['put', '/api/v1/donationRequest/{id}'],
  ['delete', '/api/v1/donationRequest/{id}'],
  ['put', '/api/v1/assignDoctors/{id}'],
  ['get', '/api/v1/donationRequest/donors'],
  ['get', '/api/v1/donationRequest/donationRequestTypeSummary'],
  ['get', '/api/v1/donationRequest/donationRequestSourceSummary'],
  ['get', '/api/v1/myfavourites'],
  ['post', '/api/v1/myfavourites'],
  ['post', '/api/v1/donationRequestResponses'],
  ['get', '/api/v1/donationRequestResponses'],
  ['post', '/api/v1/donationRequestResponses/resume'],
  ['get', '/api/v1/donationRequest/{id}/comments'],
  ['post', '/api/v1/donationRequest/{id}/comments'],
  ['put', '/api/v1/comments/{id}'],
  ['delete', '/api/v1/comments/{id}'],
  ['post', '/api/v1/comments/{id}/like'],
  ['get', '/api/v1/donationRequest/{id}/donations'],
  ['post', '/api/v1/donationRequest/{id}/donations'],
  ['get', '/api/v1/user/{id}/donations'],
  ['post', '/api/v1/payments/stripe/webhook'],
  ['get', '/api/v1/organization'],
  ['get', '/api/v1/organization/{id}'],
  ['get', '/api/v1/organization/nearest'],
  // Issue 4: meet links.
  ['post', '/api/v1/appointment/googlemeet'],
  ['get', '/api/v1/appointment/googlemeet'],
  ['get', '/api/v1/appointment/googlemeet/{id}'],
  ['put', '/api/v1/appointment/googlemeet/{id}'],
  ['delete', '/api/v1/appointment/googlemeet/{id}'],
  // Issue 4: patient registration and consent.
  ['post', '/api/v1/patientRegistration'],
  ['get', '/api/v1/getpatientRegistration'],
  ['post', '/api/v1/patientConsent'],
  ['get', '/api/v1/getPatientConsents'],
  ['post', '/api/v1/patientConsent/{id}/withdraw'],
  // Issue 4: prescriptions.
  ['post', '/api/v1/cretePrescription'],
  ['get', '/api/v1/getPrescription'],
  ['get', '/api/v1/prescriptions'],
  ['get', '/api/v1/prescription/{id}/pdf'],
  // Issue 4: medical records and images.
  ['post', '/api/v1/medicalRecords'],
  ['get', '/api/v1/medicalRecords'],
  ['put', '/api/v1/medicalRecords/{id}'],
  ['delete', '/api/v1/medicalRecords/{id}'],
  ['post', '/api/v1/images'],
  ['get', '/api/v1/images'],
  ['delete', '/api/v1/images/{id}'],
  ['put', '/api/v1/images/{id}/profile'],
  // Issue 4: doctor scheduling and appointments.
  ['post', '/api/v1/schedule'],
  ['get', '/api/v1/schedule'],
  ['delete', '/api/v1/schedule/{id}'],
  ['post', '/api/v1/appointmentSlotsAvailability/{id}'],
  ['post', '/api/v1/appointment'],
  ['get', '/api/v1/appointment'],
  ['put', '/api/v1/appointment/{id}'],
  ['delete', '/api/v1/appointment/{id}'],
  // Issue 5: chat.
  ['post', '/api/v1/chatRooms'],
  ['get', '/api/v1/chatRooms'],
  ['get', '/api/v1/chatRooms/{id}'],
  ['put', '/api/v1/chatRooms/{id}'],
  ['delete', '/api/v1/chatRooms/{id}'],
  ['post', '/api/v1/chatRooms/{id}/messages'],
  ['post', '/api/v1/chatRooms/{id}/attachments'],
  // Issue 5: notifications and web push.
  ['get', '/api/v1/notifications'],
  ['get', '/api/v1/notifications/unreadCount'],
  ['put', '/api/v1/notifications/readAll'],
  ['get', '/api/v1/notifications/preferences'],
  ['put', '/api/v1/notifications/preferences'],
  ['put', '/api/v1/notifications/{id}'],
  ['delete', '/api/v1/notifications/{id}'],
  ['post', '/api/v1/notifications/email'],
  ['get', '/api/v1/pushNotificationDeviceToken/publicKey'],
  ['post', '/api/v1/pushNotificationDeviceToken'],
  ['delete', '/api/v1/pushNotificationDeviceToken'],
  ['post', '/api/v1/pushNotificationDeviceToken/sendToAll'],
  // Issue 10: clinician verification and the patient's care team.
  ['get', '/api/v1/verification'],
  ['post', '/api/v1/verification'],
  ['post', '/api/v1/verification/documents'],
  ['get', '/api/v1/verification/queue'],
  ['get', '/api/v1/verification/{id}'],
  ['post', '/api/v1/verification/{id}/approve'],
  ['post', '/api/v1/verification/{id}/reject'],
  ['get', '/api/v1/careTeam'],
  ['post', '/api/v1/careTeam/{doctorId}/end'],
] as const;

/** Routes that take no JSON body: logout, toggles, multipart uploads and the raw Stripe payload. */
const WITHOUT_JSON_BODY = new Set<string>([
  '/api/v1/logout',
  '/api/v1/comments/{id}/like',
  '/api/v1/patientConsent/{id}/withdraw',
  '/api/v1/donationRequestResponses/resume',
  '/api/v1/medicalRecords',
  '/api/v1/images',
  '/api/v1/images/{id}/profile',
  '/api/v1/chatRooms/{id}/attachments',
  '/api/v1/payments/stripe/webhook',
  '/api/v1/notifications/readAll',
  '/api/v1/verification/documents',
  '/api/v1/verification/{id}/approve',
  '/api/v1/careTeam/{doctorId}/end',
]);

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(DOCUMENTED)('documents %s %s with its schema', async (method, path) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path} is missing from /api/docs/json`).toBeDefined();
    if ((method === 'post' || method === 'put') && !WITHOUT_JSON_BODY.has(path)) {
      expect(operation.requestBody).toBeDefined();
    }
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
