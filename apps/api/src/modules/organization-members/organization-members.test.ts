import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M, type OrganizationMemberRole } from '@carenet/shared';
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

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

async function join(orgId: string, user: TestUser, role: OrganizationMemberRole) {
  await t.ctx.db.insert(organizationMembers).values({ orgId, userId: user.user.id, role });
}

/** A facility with an owner, an admin and a plain member. */
async function team() {
  const owner = await createUser(t.ctx, { roles: ['facilities'] });
  const manager = await createUser(t.ctx, { roles: ['facilities'] });
  const member = await createUser(t.ctx, { roles: ['doctor'] });
  const org = await createOrganization(t.ctx, owner);
  await join(org.id, manager, 'admin');
  await join(org.id, member, 'member');
  return { org, owner, manager, member };
}

async function roleOf(orgId: string, userId: string) {
  const [row] = await t.ctx.db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)));
  return row?.role ?? null;
}

async function logged(orgId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, orgId), eq(activityLog.action, action)));
}

describe('GET /org/{id}/users', () => {
  it('lists the members, owners first, to members and administrators; 404 to anyone else', async () => {
    const { org, owner, manager, member } = await team();
    const res = await call('GET', `/org/${org.id}/users`, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCountOfRecords).toBe(3);
    expect(
      res
        .json<{ data: { user: { _id: string }; role: string }[] }>()
        .data.map((row) => [row.user._id, row.role]),
    ).toEqual([
      [owner.user.id, 'owner'],
      [manager.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
    expect(res.json().data[0].user).not.toHaveProperty('email');
    expect((await call('GET', `/org/${org.id}/users`, await createAdmin(t.ctx))).statusCode).toBe(200);
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    expect((await call('GET', `/org/${org.id}/users`, stranger)).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('e-mails an invitation that the invited address accepts, and logs both', async () => {
    const { org, manager } = await team();
    const email = uniqueEmail('invitee');
    const sent = await call('POST', `/org/${org.id}/inviteUser`, manager, { email, role: 'admin' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Invitation sent successfully',
      data: { orgId: org.id, orgName: org.orgName, email, role: 'admin', expired: false, accepted: false },
    });
    const days = (Date.parse(sent.json().data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = (await lastMailTo(t.ctx, email))?.text.match(/\/invitation#([\w-]+)/)?.[1] as string;
    expect(token).toBeTruthy();

    const preview = await call('GET', `/org/invitations/${token}`);
    expect(preview.json().data).toMatchObject({ orgName: org.orgName, role: 'admin', email, expired: false });

    const someoneElse = await createUser(t.ctx, { roles: ['doctor'] });
    const refused = await call('POST', '/org/invitations/accept', someoneElse, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.invitationOtherEmail);

    const invitee = await createUser(t.ctx, { roles: ['doctor'], email });
    const accepted = await call('POST', '/org/invitations/accept', invitee, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: M.invitationAccepted,
      data: { _id: org.id, role: 'admin' },
    });
    expect(await roleOf(org.id, invitee.user.id)).toBe('admin');
    expect((await call('POST', '/org/invitations/accept', invitee, { token })).statusCode).toBe(409);
    expect((await call('GET', `/org/invitations/${token}`)).json().data.accepted).toBe(true);
    expect(await logged(org.id, 'organization.member_invited')).toHaveLength(1);
    const [joined] = await logged(org.id, 'organization.invitation_accepted');
    expect(joined).toMatchObject({ category: 'Facility', userId: invitee.user.id });
  });

  it('refuses invitations from plain members (403) and strangers (404), and for members already in', async () => {
    const { org, owner, member } = await team();
    const email = uniqueEmail('invitee');
    const byMember = await call('POST', `/org/${org.id}/inviteUser`, member, { email });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(M.cannotManageMembers);
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    expect((await call('POST', `/org/${org.id}/inviteUser`, stranger, { email })).statusCode).toBe(404);
    const again = await call('POST', `/org/${org.id}/inviteUser`, owner, {
      email: member.user.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyMember);
    const bad = await call('POST', `/org/${org.id}/inviteUser`, owner, { email: 'nope', role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an expired invitation and answers 404 for an unknown token', async () => {
    const { org, owner } = await team();
    const email = uniqueEmail('late');
    await call('POST', `/org/${org.id}/inviteUser`, owner, { email });
    const token = (await lastMailTo(t.ctx, email))?.text.match(/#([\w-]+)/)?.[1] as string;
    await t.ctx.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.orgId, org.id));
    expect((await call('GET', `/org/invitations/${token}`)).json().data.expired).toBe(true);
    const invitee = await createUser(t.ctx, { email });
    const res = await call('POST', '/org/invitations/accept', invitee, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.invitationExpired);
    expect((await call('GET', '/org/invitations/unknown-token')).statusCode).toBe(404);
  });
});

describe('POST /org/{id}/user', () => {
  it('invites an existing user instead of adding them; only owners offer ownership', async () => {
    const { org, manager, owner } = await team();
    const newcomer = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await call('POST', `/org/${org.id}/user`, manager, {
      userId: newcomer.user.id,
      role: 'member',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: M.invitationSent,
      data: { invitee: { _id: newcomer.user.id }, email: null, role: 'member' },
    });
    expect(await roleOf(org.id, newcomer.user.id)).toBeNull();
    const [row] = await logged(org.id, 'organization.member_invited');
    expect(row).toMatchObject({
      category: 'Facility',
      details: { role: 'member', inviteeId: newcomer.user.id, orgName: org.orgName },
    });

    const other = await createUser(t.ctx, { roles: ['doctor'] });
    const ownerByAdmin = await call('POST', `/org/${org.id}/user`, manager, {
      userId: other.user.id,
      role: 'owner',
    });
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json().message).toBe(M.onlyOwnersManageOwners);
    expect(
      (await call('POST', `/org/${org.id}/user`, owner, { userId: other.user.id, role: 'owner' })).statusCode,
    ).toBe(201);
    expect(await roleOf(org.id, other.user.id)).toBeNull();
  });
});

describe('PUT and DELETE /org/{id}/user/{userId}', () => {
  it('changes roles; owners are made and unmade by owners; the last owner cannot be demoted', async () => {
    const { org, owner, manager, member } = await team();
    const promoted = await call('PUT', `/org/${org.id}/user/${member.user.id}`, manager, { role: 'admin' });
    expect(promoted.json()).toMatchObject({
      statusCode: 200,
      message: M.roleChanged,
      data: { user: { _id: member.user.id }, role: 'admin' },
    });
    expect(await roleOf(org.id, member.user.id)).toBe('admin');
    const [changed] = await logged(org.id, 'organization.member_role_changed');
    expect(changed).toMatchObject({ category: 'Facility', details: { from: 'member', to: 'admin' } });

    const demoteOwner = await call('PUT', `/org/${org.id}/user/${owner.user.id}`, manager, {
      role: 'member',
    });
    expect(demoteOwner.statusCode).toBe(403);
    const last = await call('PUT', `/org/${org.id}/user/${owner.user.id}`, owner, { role: 'admin' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(M.lastOwner);

    expect(
      (await call('PUT', `/org/${org.id}/user/${manager.user.id}`, owner, { role: 'owner' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/org/${org.id}/user/${owner.user.id}`, owner, { role: 'member' })).statusCode,
    ).toBe(200);
    expect(await roleOf(org.id, owner.user.id)).toBe('member');

    const outsider = await createUser(t.ctx);
    const notMember = await call('PUT', `/org/${org.id}/user/${outsider.user.id}`, manager, {
      role: 'admin',
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe(M.memberNotFound);
  });

  it('removes members, lets members leave, and keeps the last owner', async () => {
    const { org, owner, manager, member } = await team();
    const lastLeaves = await call('DELETE', `/org/${org.id}/user/${owner.user.id}`, owner);
    expect(lastLeaves.statusCode).toBe(409);
    expect(lastLeaves.json().message).toBe(M.lastOwner);
    expect((await call('DELETE', `/org/${org.id}/user/${owner.user.id}`, manager)).statusCode).toBe(403);
    const byMember = await call('DELETE', `/org/${org.id}/user/${manager.user.id}`, member);
    expect(byMember.statusCode).toBe(403);

    const removed = await call('DELETE', `/org/${org.id}/user/${member.user.id}`, manager);
    expect(removed.json()).toMatchObject({ statusCode: 200, message: M.memberRemoved });
    expect(await roleOf(org.id, member.user.id)).toBeNull();
    expect(await logged(org.id, 'organization.member_removed')).toHaveLength(1);

    const left = await call('DELETE', `/org/${org.id}/user/${manager.user.id}`, manager);
    expect(left.json()).toMatchObject({ statusCode: 200, message: M.leftFacility });
    expect(await logged(org.id, 'organization.member_left')).toHaveLength(1);
    expect((await call('GET', `/org/${org.id}/users`, manager)).statusCode).toBe(404);
  });

  it("answers 404 for another facility's members", async () => {
    const { org } = await team();
    const other = await team();
    const res = await call('DELETE', `/org/${org.id}/user/${other.member.user.id}`, other.owner);
    expect(res.statusCode).toBe(404);
    expect(
      (await call('PUT', `/org/${org.id}/user/not-a-uuid`, await createAdmin(t.ctx), { role: 'admin' }))
        .statusCode,
    ).toBe(404);
  });
});
