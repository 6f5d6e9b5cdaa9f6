import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile, pdfBytes } from '../../../test/documents';
import {
  createAdmin,
  createOrganization,
  createUser,
  lastMailTo,
  type TestUser,
} from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';
import { submitFacility } from './testing';

/**
 * The browser review of issue 11: a decision on a facility's submission spoke of "the profile" and logged
 * the submitter as its subject. It now speaks of the facility, and the log row is the facility's.
 */
const t = useTestApp();

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.auth, payload });

async function facilitySubmission() {
  const owner = await createUser(t.ctx, { roles: ['facilities'] });
  const org = await createOrganization(t.ctx, owner, { status: 0 });
  return { owner, org, submissionId: await submitFacility(t, owner, org.id) };
}

async function logged(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

describe("an administrator's decision on a facility's submission", () => {
  it('approves the facility: the answer, the e-mail and the activity row name the facility', async () => {
    const { owner, org, submissionId } = await facilitySubmission();
    const admin = await createAdmin(t.ctx);

    const res = await call('POST', `/verification/${submissionId}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The facility is verified',
      data: { status: 'verified', kind: 'organization', orgName: org.orgName },
    });
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.facilityApproved);

    const mail = await lastMailTo(t.ctx, owner.user.email);
    expect(mail?.subject).toBe('Your CareNet verification is approved');
    expect(mail?.text).toContain(`verified your facility ${org.orgName}.`);
    expect(mail?.text).not.toContain('profile');

    const [row] = await logged(org.id, 'verification.approved');
    expect(row).toMatchObject({
      userId: admin.user.id,
      subjectType: 'organization',
      subjectId: org.id,
      category: 'Auth',
    });
    expect(row.details).toMatchObject({
      submissionId,
      kind: 'organization',
      orgId: org.id,
      submittedBy: owner.user.id,
    });
  });

  it('rejects the facility with its own wording, and logs the facility as the subject', async () => {
    const { owner, org, submissionId } = await facilitySubmission();
    const admin = await createAdmin(t.ctx);

    const res = await call('POST', `/verification/${submissionId}/reject`, admin, {
      reason: 'The licence has expired',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The facility is not verified',
      data: { status: 'rejected' },
    });

    const mail = await lastMailTo(t.ctx, owner.user.email);
    expect(mail?.subject).toBe('Your CareNet verification was not approved');
    expect(mail?.text).toContain(`for your facility ${org.orgName} and could not verify them.`);
    expect(mail?.text).toContain('Reason: The licence has expired');

    const [row] = await logged(org.id, 'verification.rejected');
    expect(row).toMatchObject({ subjectType: 'organization', subjectId: org.id });
    expect(row.details).toMatchObject({ submittedBy: owner.user.id });
  });

  it("keeps a person's profile decision worded as before, with the person as the subject", async () => {
    const applicant = await createUser(t.ctx, { roles: ['facilities'], profileVerificationStatus: 0 });
    const { payload, headers } = multipartFile('file', 'licence.pdf', pdfBytes('Licence'), 'application/pdf');
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/documents',
      headers: { ...applicant.auth, ...headers },
      payload,
    });
    const submitted = await call('POST', '/verification', applicant, {
      kind: 'facility',
      registrationNumber: 'KA-FU-1',
      authority: 'Karnataka Private Medical Establishments',
      documentKeys: [document.json().data.key],
    });
    expect(submitted.statusCode).toBe(201);
    const admin = await createAdmin(t.ctx);
    const res = await call('POST', `/verification/${submitted.json().data._id}/approve`, admin);
    expect(res.json().message).toBe('The profile is verified');
    const [row] = await logged(applicant.user.id, 'verification.approved');
    expect(row).toMatchObject({ subjectType: 'user', subjectId: applicant.user.id });
  });
});
