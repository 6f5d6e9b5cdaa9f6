import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, type ReportedRequestDto, type RequestDto } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { activityLog, requestReports } from '../../platform/db/schema';
import { call as callAs, careCircle } from '../chat/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, user?: TestUser | null, payload?: object) =>
  callAs(t, method, url, user, payload);

const report = (id: string, user: TestUser, flagReason = 'Scam or fraud') =>
  call('PUT', `/donationRequest/${id}`, user, { status: -3, flagReason });
// Neither decision needs a body: confirming takes an optional flagReason.
const restore = (id: string, user?: TestUser) => call('POST', `/donationRequest/${id}/reports/restore`, user);
const confirm = (id: string, user?: TestUser, payload?: object) =>
  call('POST', `/donationRequest/${id}/reports/confirm`, user, payload);

/** The refusal: its status and exact message in the error envelope. */
function expectRefused(res: Awaited<ReturnType<typeof call>>, statusCode: number, message: string) {
  expect({ statusCode: res.statusCode, body: res.json<unknown>() }).toMatchObject({
    statusCode,
    body: { status: 'error', statusCode, message },
  });
}

/** The request as `user` sees it on its page. */
async function seen(id: string, user: TestUser): Promise<RequestDto> {
  const res = await call('GET', `/donationRequest/${id}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: RequestDto }>().data;
}

/** The ids a list answers `user` (the list named by its query string). */
async function listed(query: string, user: TestUser): Promise<string[]> {
  const res = await call('GET', `/donationRequest?${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: RequestDto[] }>().data.map((request) => request._id);
}

/**
 * The request's entry in the administrators' queue, or null, read page by page (other tests share
 * the database, so the queue holds their reports too); every page tells the same total.
 */
async function queueEntry(requestId: string, admin: TestUser): Promise<ReportedRequestDto | null> {
  for (let offset = 0; ; offset += 100) {
    const res = await call('GET', `/donationRequest/reports?limit=100&offset=${offset}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; data: ReportedRequestDto[]; totalCountOfRecords: number }>();
    expect(body.status).toBe('success');
    expect(body.totalCountOfRecords).toBeGreaterThanOrEqual(offset + body.data.length);
    const found = body.data.find((entry) => entry.request._id === requestId);
    if (found) return found;
    if (body.data.length < 100) return null;
  }
}

async function actionsOn(requestId: string) {
  await t.ctx.events.settled();
  const rows = await t.ctx.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, requestId))
    .orderBy(asc(activityLog.createdAt));
  return rows.map((row) => ({ action: row.action, userId: row.userId, details: row.details }));
}

async function reportRows(requestId: string, reporter: TestUser) {
  return t.ctx.db
    .select()
    .from(requestReports)
    .where(and(eq(requestReports.requestId, requestId), eq(requestReports.reporterId, reporter.user.id)));
}

describe('a report goes to moderation and hides nothing by itself', () => {
  it.each([
    ['a stranger (another verified doctor)', 'otherDoctor', false],
    ['the treating doctor', 'doctor', true],
  ] as const)(
    'a report from %s leaves the accepted request as it was for the patient and the doctor',
    async (_who, reporterKey, byParticipant) => {
      const circle = await careCircle(t);
      const { patient, doctor, request, admin } = circle;
      const reporter = circle[reporterKey];

      const res = await report(request.id, reporter, 'False information');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        statusCode: 200,
        message: REQUEST_MESSAGES.reportThanks,
        data: { _id: request.id, status: 1, acceptanceStatus: 1, flagReason: null },
      });
      expect(res.json<{ data: RequestDto }>().data.abilities.report).toBe(false);

      // Nothing changed for either side of the care relationship: same status, same abilities.
      for (const user of [patient, doctor]) {
        expect(await seen(request.id, user)).toMatchObject({
          status: 1,
          acceptanceStatus: 1,
          flagReason: null,
        });
      }
      expect((await seen(request.id, doctor)).abilities).toMatchObject({
        treat: true,
        prescribe: true,
        chat: true,
      });
      expect((await seen(request.id, patient)).abilities.chat).toBe(true);
      expect(await listed('my_search=true', patient)).toContain(request.id);
      expect(await listed(`doctorId=${doctor.user.id}`, doctor)).toContain(request.id);

      const entry = await queueEntry(request.id, admin);
      expect(entry).toMatchObject({
        request: { _id: request.id, status: 1, acceptanceStatus: 1 },
        reports: {
          count: 1,
          fromParticipants: byParticipant ? 1 : 0,
          reasons: [{ reason: 'False information', count: 1 }],
        },
        abilities: { restore: true, confirmSpam: true },
      });
      expect(entry?.reports.firstReportedAt).toBe(entry?.reports.lastReportedAt);
      expect(await actionsOn(request.id)).toContainEqual({
        action: 'request.reported',
        userId: reporter.user.id,
        details: { status: 1, flagReason: 'False information', byParticipant },
      });
    },
  );

  it('refuses the patient reporting their own request, which stays as it was and out of the queue', async () => {
    const { patient, doctor, request, admin } = await careCircle(t);
    expectRefused(await report(request.id, patient), 403, REQUEST_MESSAGES.cannotReportOwn);
    for (const user of [patient, doctor]) {
      expect(await seen(request.id, user)).toMatchObject({
        status: 1,
        acceptanceStatus: 1,
        flagReason: null,
      });
    }
    expect(await queueEntry(request.id, admin)).toBeNull();
    expect(await reportRows(request.id, patient)).toEqual([]);
  });

  it("takes a stranger's reported request out of the stranger's own lists only", async () => {
    const { patient, doctor, otherDoctor, request } = await careCircle(t);
    expect(await listed(`user_id=${patient.user.id}`, otherDoctor)).toContain(request.id);
    expect((await report(request.id, otherDoctor)).statusCode).toBe(200);
    expect((await report(request.id, doctor)).statusCode).toBe(200);

    expect(await listed(`user_id=${patient.user.id}`, otherDoctor)).not.toContain(request.id);
    // Its page still opens for the reporter; everyone else's lists keep it, the reporting doctor's too.
    expect((await seen(request.id, otherDoctor)).status).toBe(1);
    expect(await listed(`user_id=${patient.user.id}`, doctor)).toContain(request.id);
    expect(await listed('my_search=true', patient)).toContain(request.id);
    const anotherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
    expect(await listed(`user_id=${patient.user.id}`, anotherDoctor)).toContain(request.id);
  });
});

describe('repeated reports from one person count once', () => {
  it('counts five reports in a row once and refuses the four repeats', async () => {
    const { request, otherDoctor, admin } = await careCircle(t);
    expect((await report(request.id, otherDoctor, 'Scam or fraud')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expectRefused(
        await report(request.id, otherDoctor, 'Phishing or Malware'),
        409,
        REQUEST_MESSAGES.alreadyReportedByYou,
      );
    }
    expect((await queueEntry(request.id, admin))?.reports).toMatchObject({
      count: 1,
      reasons: [{ reason: 'Scam or fraud', count: 1 }],
    });
    expect(await reportRows(request.id, otherDoctor)).toHaveLength(1);
    const reported = (await actionsOn(request.id)).filter((entry) => entry.action === 'request.reported');
    expect(reported).toHaveLength(1);
  });

  it('counts five reports sent at once once: one is filed, four are told it was already', async () => {
    const { request, otherDoctor, admin } = await careCircle(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(request.id, otherDoctor)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expectRefused(res, 409, REQUEST_MESSAGES.alreadyReportedByYou);
    }
    expect((await queueEntry(request.id, admin))?.reports.count).toBe(1);
    expect(await reportRows(request.id, otherDoctor)).toHaveLength(1);
  });

  it('counts each person once: three people, the reasons most given first', async () => {
    const { request, doctor, otherDoctor, admin } = await careCircle(t);
    const third = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await report(request.id, otherDoctor, 'False information')).statusCode).toBe(200);
    expect((await report(request.id, doctor, 'Scam or fraud')).statusCode).toBe(200);
    expect((await report(request.id, third, 'Scam or fraud')).statusCode).toBe(200);
    expect((await report(request.id, third, 'Scam or fraud')).statusCode).toBe(409);
    const entry = await queueEntry(request.id, admin);
    expect(entry?.reports).toMatchObject({
      count: 3,
      fromParticipants: 1,
      reasons: [
        { reason: 'Scam or fraud', count: 2 },
        { reason: 'False information', count: 1 },
      ],
    });
    expect(Date.parse(entry!.reports.lastReportedAt)).toBeGreaterThanOrEqual(
      Date.parse(entry!.reports.firstReportedAt),
    );
  });
});

describe("the administrators' decisions", () => {
  it('restore dismisses the reports: the request stays as it was and leaves the queue', async () => {
    const { patient, doctor, otherDoctor, request, admin } = await careCircle(t);
    expect((await report(request.id, otherDoctor)).statusCode).toBe(200);

    const res = await restore(request.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: REQUEST_MESSAGES.reportsDismissed,
      data: { _id: request.id, status: 1, acceptanceStatus: 1, flagReason: null },
    });
    expect(await queueEntry(request.id, admin)).toBeNull();
    for (const user of [patient, doctor]) expect((await seen(request.id, user)).status).toBe(1);
    expect(await actionsOn(request.id)).toContainEqual({
      action: 'request.reports_dismissed',
      userId: admin.user.id,
      details: { status: 1, reviewedReports: 1 },
    });
    // Decided: nothing is left to restore or confirm, and the reporter's one report is spent.
    expectRefused(await restore(request.id, admin), 409, REQUEST_MESSAGES.noReportsToReview);
    expectRefused(await confirm(request.id, admin), 409, REQUEST_MESSAGES.noReportsToReview);
    expectRefused(await report(request.id, otherDoctor), 409, REQUEST_MESSAGES.alreadyReportedByYou);
    expect((await report(request.id, doctor)).statusCode).toBe(200);
    expect((await queueEntry(request.id, admin))?.reports.count).toBe(1);
  });

  it('confirm marks the request as spam with the reason most given, and leaves the queue', async () => {
    const { patient, doctor, otherDoctor, request, admin } = await careCircle(t);
    const third = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await report(request.id, otherDoctor, 'False information')).statusCode).toBe(200);
    expect((await report(request.id, third, 'Phishing or Malware')).statusCode).toBe(200);
    expect((await report(request.id, doctor, 'Phishing or Malware')).statusCode).toBe(200);

    const res = await confirm(request.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: REQUEST_MESSAGES.spamConfirmed,
      data: { _id: request.id, status: -3, flagReason: 'Phishing or Malware' },
    });
    expect(await queueEntry(request.id, admin)).toBeNull();
    expect((await seen(request.id, patient)).status).toBe(-3);
    expectRefused(await call('GET', `/donationRequest/${request.id}`, third), 404, 'Not found');
    expect(await actionsOn(request.id)).toContainEqual({
      action: 'request.status_changed',
      userId: admin.user.id,
      details: { from: 1, to: -3, flagReason: 'Phishing or Malware', reviewedReports: 3 },
    });
    expectRefused(await confirm(request.id, admin), 409, REQUEST_MESSAGES.noReportsToReview);
  });

  it('confirm takes the reason the administrator chooses', async () => {
    const { otherDoctor, request, admin } = await careCircle(t);
    expect((await report(request.id, otherDoctor, 'I just dont like it')).statusCode).toBe(200);
    const res = await confirm(request.id, admin, { flagReason: 'Scam or fraud' });
    expect(res.json().data).toMatchObject({ status: -3, flagReason: 'Scam or fraud' });
    const invalid = await confirm(request.id, admin, { flagReason: 'Boring' });
    expectRefused(invalid, 400, REQUEST_MESSAGES.reportReasonRequired);
  });

  it("an administrator's own spam status confirms the waiting reports", async () => {
    const { otherDoctor, request, admin } = await careCircle(t);
    expect((await report(request.id, otherDoctor, 'Scam or fraud')).statusCode).toBe(200);
    const res = await call('PUT', `/donationRequest/${request.id}`, admin, { status: -3 });
    expect(res.json().data).toMatchObject({ status: -3, flagReason: 'Scam or fraud' });
    expect(await queueEntry(request.id, admin)).toBeNull();
    expect((await reportRows(request.id, otherDoctor))[0]).toMatchObject({
      resolution: 'confirmed',
      resolvedBy: admin.user.id,
    });
  });

  it('leaves deciding to administrators: 403 to those who see the request, 404 to those who do not, 401 signed out', async () => {
    const { patient, doctor, otherDoctor, otherPatient, request, admin } = await careCircle(t);
    expect((await report(request.id, otherDoctor)).statusCode).toBe(200);

    for (const user of [patient, doctor, otherDoctor]) {
      expectRefused(await restore(request.id, user), 403, REQUEST_MESSAGES.onlyAdminsReviewReports);
      expectRefused(await confirm(request.id, user), 403, REQUEST_MESSAGES.onlyAdminsReviewReports);
    }
    // A patient's request is not for other patients to see at all.
    expectRefused(await restore(request.id, otherPatient), 404, 'Not found');
    expectRefused(await confirm(request.id, otherPatient), 404, 'Not found');
    expectRefused(await restore(request.id), 401, 'Please sign in to continue.');
    expectRefused(await confirm(request.id), 401, 'Please sign in to continue.');

    for (const user of [patient, doctor, otherDoctor, otherPatient]) {
      expectRefused(
        await call('GET', '/donationRequest/reports', user),
        403,
        REQUEST_MESSAGES.onlyAdminsReviewReports,
      );
    }
    expectRefused(await call('GET', '/donationRequest/reports'), 401, 'Please sign in to continue.');

    // Every refusal left the request and its report as they were.
    expect((await seen(request.id, patient)).status).toBe(1);
    expect((await queueEntry(request.id, admin))?.reports.count).toBe(1);
  });

  it('answers 409 to an administrator on a request with no report waiting', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const admin = await createAdmin(t.ctx);
    const request = await createRequest(t.ctx, patient);
    expectRefused(await restore(request.id, admin), 409, REQUEST_MESSAGES.noReportsToReview);
    expectRefused(await confirm(request.id, admin), 409, REQUEST_MESSAGES.noReportsToReview);
    expect((await seen(request.id, patient)).status).toBe(1);
  });
});
