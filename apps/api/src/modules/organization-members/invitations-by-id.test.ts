import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  FACILITY_INVITATIONS_PATH,
  FACILITY_STATUS,
  ORGANIZATION_MESSAGES as M,
  UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX,
  fullName,
  type MyOrganizationInvitationDto,
  type NotificationDto,
  type OrganizationMemberRole,
  type PendingInvitationDto,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createOrganization,
  createUser,
  lastMailTo,
  uniqueEmail,
  type TestUser,
} from '../../../test/factories';
import {
  activityLog,
  organizationInvitations,
  organizationMembers,
  type OrganizationRow,
} from '../../platform/db/schema';

/**
 * Issue 25 item 5: a facility's managers could add anyone as a member or owner by id, unasked. Now
 * POST /org/{id}/user invites them, they are told, and only their acceptance makes them a member.
 */
const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** A facility with an owner and an admin, verified unless told otherwise. */
async function team(status: number = FACILITY_STATUS.verified) {
  const owner = await createUser(t.ctx, { roles: ['facilities'] });
  const manager = await createUser(t.ctx, { roles: ['facilities'] });
  const org = await createOrganization(t.ctx, owner, { status });
  await t.ctx.db
    .insert(organizationMembers)
    .values({ orgId: org.id, userId: manager.user.id, role: 'admin' });
  return { org, owner, manager };
}

async function invite(org: OrganizationRow, by: TestUser, invitee: TestUser, role: OrganizationMemberRole) {
  const res = await call('POST', `/org/${org.id}/user`, by, { userId: invitee.user.id, role });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: PendingInvitationDto }>().data._id;
}

async function roleOf(orgId: string, userId: string) {
  const [row] = await t.ctx.db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)));
  return row?.role ?? null;
}

async function myInvitations(user: TestUser) {
  const res = await call('GET', '/org/invitations', user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: MyOrganizationInvitationDto[] }>().data;
}

async function logged(orgId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, orgId), eq(activityLog.action, action)));
}

describe('an invitation by id', () => {
  it('makes nobody a member until the invitee accepts, then gives the role offered', async () => {
    const { org, owner, manager } = await team();
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const id = await invite(org, manager, invitee, 'admin');

    expect(await roleOf(org.id, invitee.user.id)).toBeNull();
    const members = await call('GET', `/org/${org.id}/users`, owner);
    expect(members.json().totalCountOfRecords).toBe(2);
    // Not a member, so the facility's members are not theirs to read yet.
    expect((await call('GET', `/org/${org.id}/users`, invitee)).statusCode).toBe(404);

    const mine = await call('GET', '/org/invitations', invitee);
    expect(mine.json()).toMatchObject({ status: 'success', statusCode: 200, totalCountOfRecords: 1 });
    expect(mine.json().data).toEqual([
      {
        _id: id,
        orgId: org.id,
        orgName: org.orgName,
        orgType: org.orgType,
        defaultImageUrl: null,
        orgStatus: FACILITY_STATUS.verified,
        role: 'admin',
        invitedBy: fullName(manager.user.name),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);

    const accepted = await call('POST', `/org/invitations/${id}/accept`, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: M.invitationAccepted,
      data: { _id: org.id, orgName: org.orgName, role: 'admin' },
    });
    expect(await roleOf(org.id, invitee.user.id)).toBe('admin');
    expect(await myInvitations(invitee)).toEqual([]);
    const again = await call('POST', `/org/invitations/${id}/accept`, invitee);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'error', message: M.invitationUsed });
    const [joined] = await logged(org.id, 'organization.invitation_accepted');
    expect(joined).toMatchObject({
      category: 'Facility',
      userId: invitee.user.id,
      details: { role: 'admin' },
    });
  });

  it('offers ownership only from an owner, and accepting it makes an owner who lets the first one leave', async () => {
    const { org, owner, manager } = await team();
    const successor = await createUser(t.ctx, { roles: ['facilities'] });
    const byAdmin = await call('POST', `/org/${org.id}/user`, manager, {
      userId: successor.user.id,
      role: 'owner',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(M.onlyOwnersManageOwners);

    const id = await invite(org, owner, successor, 'owner');
    // An invitation is not an owner: the only owner still cannot leave.
    const early = await call('DELETE', `/org/${org.id}/user/${owner.user.id}`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.lastOwner);

    expect((await call('POST', `/org/invitations/${id}/accept`, successor)).statusCode).toBe(200);
    expect(await roleOf(org.id, successor.user.id)).toBe('owner');
    const left = await call('DELETE', `/org/${org.id}/user/${owner.user.id}`, owner);
    expect(left.json()).toMatchObject({ statusCode: 200, message: M.leftFacility });
  });

  it('tells the invitee in CareNet and by e-mail, and nobody else', async () => {
    const { org, owner } = await team(FACILITY_STATUS.unverified);
    const invitee = await createUser(t.ctx, {
      roles: ['doctor'],
      name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
    });
    await invite(org, owner, invitee, 'member');
    await t.ctx.events.settled();

    const inbox = await call('GET', '/notifications', invitee);
    expect(inbox.json<{ data: NotificationDto[] }>().data).toMatchObject([
      {
        kind: 'facilityInvitations',
        title: `${fullName(owner.user.name)} invited you to join ${org.orgName}`,
        body: 'You are invited as a member. Accept or decline it in Facility invitations.',
        link: FACILITY_INVITATIONS_PATH,
        status: 0,
      },
    ]);
    const mail = await lastMailTo(t.ctx, invitee.user.email);
    expect(mail?.subject).toBe(`You are invited to join ${org.orgName} on CareNet`);
    expect(mail?.text).toContain('Hello Meera Iyer,');
    expect(mail?.text).toContain(
      `${fullName(owner.user.name)} invited you to act for the facility ${org.orgName} on CareNet as a member.`,
    );
    expect(mail?.text).toContain('CareNet has not verified this facility yet.');
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}${FACILITY_INVITATIONS_PATH}`);
    expect((await call('GET', '/notifications', owner)).json().data).toEqual([]);
  });

  it('is declined by the invitee: it is gone, they are not a member, and it is logged', async () => {
    const { org, owner } = await team();
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const id = await invite(org, owner, invitee, 'admin');

    const declined = await call('POST', `/org/invitations/${id}/decline`, invitee);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: M.invitationDeclined,
      data: null,
    });
    expect(await roleOf(org.id, invitee.user.id)).toBeNull();
    expect(await myInvitations(invitee)).toEqual([]);
    expect((await call('GET', `/org/${org.id}/invitations`, owner)).json().data).toEqual([]);
    const late = await call('POST', `/org/invitations/${id}/accept`, invitee);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(M.pendingInvitationNotFound);
    expect((await call('POST', `/org/invitations/${id}/decline`, invitee)).statusCode).toBe(404);
    const [row] = await logged(org.id, 'organization.invitation_declined');
    expect(row).toMatchObject({
      category: 'Facility',
      userId: invitee.user.id,
      details: { invitationId: id },
    });

    // Declining is no bar to a later invitation.
    await invite(org, owner, invitee, 'member');
  });

  it('is withdrawn by the facility: the invitee can no longer accept it', async () => {
    const { org, owner } = await team();
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const id = await invite(org, owner, invitee, 'member');
    const pending = await call('GET', `/org/${org.id}/invitations`, owner);
    const [row] = pending.json<{ data: PendingInvitationDto[] }>().data;
    expect(row).toMatchObject({ _id: id, email: null, invitee: { _id: invitee.user.id }, role: 'member' });
    // Its managers see the person's card, never their e-mail address.
    expect(pending.body).not.toContain(invitee.user.email);

    const withdrawn = await call('DELETE', `/org/${org.id}/invitations/${id}`, owner);
    expect(withdrawn.json()).toMatchObject({ statusCode: 200, message: M.invitationWithdrawn });
    expect(await myInvitations(invitee)).toEqual([]);
    const accept = await call('POST', `/org/invitations/${id}/accept`, invitee);
    expect(accept.statusCode).toBe(404);
    expect(accept.json()).toMatchObject({ status: 'error', message: M.pendingInvitationNotFound });
    expect(await roleOf(org.id, invitee.user.id)).toBeNull();
  });

  it("cannot be seen, accepted or declined by anyone but the invitee (404), the facility's owner included", async () => {
    const { org, owner } = await team();
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const stranger = await createUser(t.ctx, { roles: ['doctor'] });
    const id = await invite(org, owner, invitee, 'owner');

    for (const someone of [stranger, owner]) {
      const accept = await call('POST', `/org/invitations/${id}/accept`, someone);
      expect(accept.statusCode).toBe(404);
      expect(accept.json()).toMatchObject({ status: 'error', message: M.pendingInvitationNotFound });
      expect((await call('POST', `/org/invitations/${id}/decline`, someone)).statusCode).toBe(404);
      expect(await myInvitations(someone)).toEqual([]);
    }
    expect(await roleOf(org.id, stranger.user.id)).toBeNull();
    expect((await call('POST', '/org/invitations/not-a-uuid/accept', stranger)).statusCode).toBe(404);
    expect((await call('POST', `/org/invitations/${id}/accept`)).statusCode).toBe(401);
    expect(await myInvitations(invitee)).toHaveLength(1);
  });

  it('cannot be accepted once expired (400), and a new one then takes its place', async () => {
    const { org, owner } = await team();
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const id = await invite(org, owner, invitee, 'member');
    await t.ctx.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, id));
    const res = await call('POST', `/org/invitations/${id}/accept`, invitee);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.invitationExpired);
    expect(await myInvitations(invitee)).toEqual([]);
    const renewed = await invite(org, owner, invitee, 'member');
    expect((await call('POST', `/org/invitations/${renewed}/accept`, invitee)).statusCode).toBe(200);
  });

  it('refuses plain members (403), strangers (404), unknown users, members and people already invited', async () => {
    const { org, owner, manager } = await team();
    const member = await createUser(t.ctx, { roles: ['doctor'] });
    await t.ctx.db
      .insert(organizationMembers)
      .values({ orgId: org.id, userId: member.user.id, role: 'member' });
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const body = { userId: invitee.user.id };

    const byMember = await call('POST', `/org/${org.id}/user`, member, body);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(M.cannotManageMembers);
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    const byStranger = await call('POST', `/org/${org.id}/user`, stranger, body);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe(M.notFound);

    const unknown = await call('POST', `/org/${org.id}/user`, owner, { userId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: M.userNotFound,
      errors: [{ path: 'userId', message: M.userNotFound }],
    });
    const already = await call('POST', `/org/${org.id}/user`, owner, { userId: manager.user.id });
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe(M.alreadyMember);

    await invite(org, owner, invitee, 'member');
    const twice = await call('POST', `/org/${org.id}/user`, manager, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyInvited);
    expect(await myInvitations(invitee)).toHaveLength(1);
  });
});

describe('a facility awaiting verification', () => {
  /** Fills the facility's waiting invitations to the limit with e-mailed links. */
  async function fillInvitations(org: OrganizationRow, by: TestUser) {
    await t.ctx.db.insert(organizationInvitations).values(
      Array.from({ length: UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX }, () => ({
        orgId: org.id,
        email: uniqueEmail('waiting'),
        tokenHash: randomUUID(),
        invitedBy: by.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
  }

  it('invites, up to a limit of invitations waiting; a verified one has none', async () => {
    const { org, owner } = await team(FACILITY_STATUS.unverified);
    await fillInvitations(org, owner);
    const invitee = await createUser(t.ctx, { roles: ['doctor'] });
    const byId = await call('POST', `/org/${org.id}/user`, owner, { userId: invitee.user.id });
    expect(byId.statusCode).toBe(409);
    expect(byId.json()).toMatchObject({ status: 'error', message: M.unverifiedInvitationLimit });
    const byEmail = await call('POST', `/org/${org.id}/inviteUser`, owner, { email: uniqueEmail('more') });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe(M.unverifiedInvitationLimit);

    const [first] = (await call('GET', `/org/${org.id}/invitations`, owner)).json<{
      data: PendingInvitationDto[];
    }>().data;
    expect((await call('DELETE', `/org/${org.id}/invitations/${first._id}`, owner)).statusCode).toBe(200);
    await invite(org, owner, invitee, 'member');

    const verified = await team();
    await fillInvitations(verified.org, verified.owner);
    await invite(verified.org, verified.owner, invitee, 'member');
  });
});

describe('the report of issue 25: added as owner, then left alone with the facility', () => {
  it('leaves the person invited free: the facility keeps its owner, and they can delete their account', async () => {
    const attacker = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, attacker, { status: FACILITY_STATUS.unverified });
    const victim = await createUser(t.ctx, { roles: ['patient'] });
    await invite(org, attacker, victim, 'owner');

    const leave = await call('DELETE', `/org/${org.id}/user/${attacker.user.id}`, attacker);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(M.lastOwner);
    expect(await roleOf(org.id, victim.user.id)).toBeNull();

    const erased = await call('POST', '/disband/user', victim, { password: victim.password });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ status: 'success', message: ACCOUNT_MESSAGES.erased });
    const left = await t.ctx.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.orgId, org.id));
    expect(left).toEqual([]);
  });
});
