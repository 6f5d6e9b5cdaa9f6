import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M, fullName, type PendingInvitationDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createUser,
  lastMailTo,
  uniqueEmail,
  type TestUser,
} from '../../../test/factories';
import { activityLog, organizationInvitations, organizationMembers } from '../../platform/db/schema';

/** The browser review of issue 11: the managers of a facility see whom they invited, and withdraw it. */
const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

async function team() {
  const owner = await createUser(t.ctx, { roles: ['facilities'] });
  const member = await createUser(t.ctx, { roles: ['doctor'] });
  const org = await createOrganization(t.ctx, owner);
  await t.ctx.db
    .insert(organizationMembers)
    .values({ orgId: org.id, userId: member.user.id, role: 'member' });
  return { org, owner, member };
}

async function invite(orgId: string, by: TestUser, role: 'admin' | 'member' = 'member') {
  const email = uniqueEmail('invitee');
  const sent = await call('POST', `/org/${orgId}/inviteUser`, by, { email, role });
  expect(sent.statusCode).toBe(201);
  const token = (await lastMailTo(t.ctx, email))?.text.match(/\/invitation#([\w-]+)/)?.[1] as string;
  return { email, token, id: sent.json().data._id as string };
}

const pending = async (orgId: string, user: TestUser) => {
  const res = await call('GET', `/org/${orgId}/invitations`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PendingInvitationDto[] }>().data;
};

describe('GET /org/{id}/invitations', () => {
  it('lists the pending invitations, newest first, without the accepted or expired ones', async () => {
    const { org, owner } = await team();
    const first = await invite(org.id, owner, 'admin');
    const second = await invite(org.id, owner);
    const accepted = await invite(org.id, owner);
    const expired = await invite(org.id, owner);
    const invitee = await createUser(t.ctx, { email: accepted.email });
    expect(
      (await call('POST', '/org/invitations/accept', invitee, { token: accepted.token })).statusCode,
    ).toBe(200);
    await t.ctx.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, expired.id));

    const rows = await pending(org.id, owner);
    expect(rows.map((row) => row.email)).toEqual([second.email, first.email]);
    expect(rows[1]).toEqual({
      _id: first.id,
      email: first.email,
      invitee: null,
      role: 'admin',
      invitedBy: fullName(owner.user.name),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(rows[1]).not.toHaveProperty('tokenHash');
    expect(await pending(org.id, await createAdmin(t.ctx))).toHaveLength(2);
  });

  it('answers 404 to strangers and plain members, and 401 to the signed-out', async () => {
    const { org, owner, member } = await team();
    await invite(org.id, owner);
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    expect((await call('GET', `/org/${org.id}/invitations`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/org/${org.id}/invitations`, member)).statusCode).toBe(404);
    expect((await call('GET', `/org/${org.id}/invitations`)).statusCode).toBe(401);
  });
});

describe('DELETE /org/{id}/invitations/{invitationId}', () => {
  it('withdraws an invitation: it leaves the list, its link is no longer accepted, and it is logged', async () => {
    const { org, owner } = await team();
    const { email, token, id } = await invite(org.id, owner);
    const res = await call('DELETE', `/org/${org.id}/invitations/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.invitationWithdrawn);
    expect(await pending(org.id, owner)).toEqual([]);

    const invitee = await createUser(t.ctx, { email });
    const accept = await call('POST', '/org/invitations/accept', invitee, { token });
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe(M.invitationNotFound);
    expect((await call('DELETE', `/org/${org.id}/invitations/${id}`, owner)).statusCode).toBe(404);

    await t.ctx.events.settled();
    const [row] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.subjectId, org.id), eq(activityLog.action, 'organization.invitation_withdrawn')),
      );
    expect(row).toMatchObject({ category: 'Facility', userId: owner.user.id, subjectType: 'organization' });
    expect(row.details).toEqual({ invitationId: id, role: 'member' });
  });

  it("answers 404 to strangers and plain members, for another facility's invitation and a bad id", async () => {
    const { org, owner, member } = await team();
    const { id } = await invite(org.id, owner);
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    expect((await call('DELETE', `/org/${org.id}/invitations/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/org/${org.id}/invitations/${id}`, member)).statusCode).toBe(404);
    const other = await createOrganization(t.ctx, stranger);
    expect((await call('DELETE', `/org/${other.id}/invitations/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/org/${org.id}/invitations/not-a-uuid`, owner)).statusCode).toBe(404);
    expect(await pending(org.id, owner)).toHaveLength(1);
    const admin = await createAdmin(t.ctx);
    expect((await call('DELETE', `/org/${org.id}/invitations/${id}`, admin)).statusCode).toBe(200);
  });
});
