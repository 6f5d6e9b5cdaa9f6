import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OIDC_MESSAGES, type LinkedIdentityDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { UNUSABLE_PASSWORD } from '../../platform/auth/passwords';
import { activityLog, userIdentities, users } from '../../platform/db/schema';

const ISSUER = 'https://id.example';
const t = useTestApp({
  OIDC_ISSUER: ISSUER,
  OIDC_CLIENT_ID: 'carenet-test',
  OIDC_PROVIDER_NAME: 'Test ID',
});

/** An outside account linked to `owner`, as a sign-in through the provider links it. */
async function link(
  owner: TestUser,
  values: { issuer?: string; email?: string | null; createdAt?: Date } = {},
) {
  const [row] = await t.ctx.db
    .insert(userIdentities)
    .values({
      userId: owner.user.id,
      issuer: values.issuer ?? ISSUER,
      subject: `sub-${randomUUID()}`,
      email: values.email === undefined ? owner.user.email : values.email,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row;
}

async function withoutPassword(owner: TestUser) {
  await t.ctx.db.update(users).set({ passwordHash: UNUSABLE_PASSWORD }).where(eq(users.id, owner.user.id));
}

const list = (owner: TestUser, as: Record<string, string> = owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/${owner.user.id}/identities`, headers: as });

const unlink = (owner: TestUser, identityId: string, as: Record<string, string> = owner.auth) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/user/${owner.user.id}/identities/${identityId}`,
    headers: as,
  });

async function linksOf(owner: TestUser) {
  return t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.user.id));
}

const NOT_FOUND = { status: 'error', statusCode: 404, message: MESSAGES.notFound };

describe('GET /user/{id}/identities', () => {
  it('lists the owner’s linked accounts oldest first: provider, e-mail, linked date, and whether each may go', async () => {
    const owner = await createUser(t.ctx);
    const first = await link(owner, {
      email: 'asha@gmail.example',
      createdAt: new Date('2025-03-05T10:00:00Z'),
    });
    // A link made with a provider no longer configured is named by its issuer's host.
    const second = await link(owner, {
      issuer: 'https://login.old-provider.example/tenant/',
      email: null,
      createdAt: new Date('2025-04-10T10:00:00Z'),
    });
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: 'Success',
      data: [
        {
          _id: first.id,
          provider: 'Test ID',
          email: 'asha@gmail.example',
          linkedAt: '2025-03-05T10:00:00.000Z',
          abilities: { unlink: true },
        },
        {
          _id: second.id,
          provider: 'login.old-provider.example',
          email: null,
          linkedAt: '2025-04-10T10:00:00.000Z',
          abilities: { unlink: true },
        },
      ],
    });
  });

  it('is the owner’s alone: 404 to another user and to an administrator, 401 signed out', async () => {
    const owner = await createUser(t.ctx);
    await link(owner);
    const other = await createUser(t.ctx);
    const admin = await createAdmin(t.ctx);
    for (const as of [other.auth, admin.auth]) {
      const res = await list(owner, as);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const signedOut = await list(owner, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ status: 'error', message: MESSAGES.signInRequired });
  });
});

describe('DELETE /user/{id}/identities/{identityId}', () => {
  it('unlinks the account, says so with the provider’s name and logs it as Auth', async () => {
    const owner = await createUser(t.ctx);
    const identity = await link(owner);
    const kept = await link(owner);
    const res = await unlink(owner, identity.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: OIDC_MESSAGES.unlinked('Test ID'),
      data: null,
    });
    expect((await linksOf(owner)).map((row) => row.id)).toEqual([kept.id]);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, owner.user.id), eq(activityLog.action, 'auth.identity_unlinked')));
    expect(logged).toMatchObject([
      {
        category: 'Auth',
        userId: owner.user.id,
        subjectType: 'user',
        details: { provider: 'Test ID', by: 'owner' },
      },
    ]);
  });

  it('refuses everyone but the owner with 404 and removes nothing; an unknown or someone else’s link is 404 too', async () => {
    const owner = await createUser(t.ctx);
    const identity = await link(owner);
    const other = await createUser(t.ctx);
    const othersLink = await link(other);
    const admin = await createAdmin(t.ctx);
    for (const as of [other.auth, admin.auth]) {
      const res = await unlink(owner, identity.id, as);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await unlink(owner, identity.id, {})).statusCode).toBe(401);
    for (const id of [othersLink.id, randomUUID(), 'not-a-uuid']) {
      const res = await unlink(owner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect(await linksOf(owner)).toHaveLength(1);
    expect(await linksOf(other)).toHaveLength(1);
  });

  it('keeps the last way into an account without a password: 409 until a password is set', async () => {
    const owner = await createUser(t.ctx);
    await withoutPassword(owner);
    const first = await link(owner);
    const second = await link(owner);
    expect((await list(owner)).json<{ data: LinkedIdentityDto[] }>().data).toMatchObject([
      { _id: first.id, abilities: { unlink: true } },
      { _id: second.id, abilities: { unlink: true } },
    ]);
    expect((await unlink(owner, first.id)).statusCode).toBe(200);

    expect((await list(owner)).json().data).toMatchObject([{ _id: second.id, abilities: { unlink: false } }]);
    const refused = await unlink(owner, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: OIDC_MESSAGES.lastWayToSignIn,
    });
    expect(await linksOf(owner)).toHaveLength(1);
  });

  it('lets the owner of an account with a password unlink the last outside account', async () => {
    const owner = await createUser(t.ctx);
    const only = await link(owner);
    expect((await list(owner)).json().data).toMatchObject([{ abilities: { unlink: true } }]);
    expect((await unlink(owner, only.id)).statusCode).toBe(200);
    expect(await linksOf(owner)).toHaveLength(0);
  });

  it('leaves one way in when the last two links of an account without a password are unlinked at once', async () => {
    const owner = await createUser(t.ctx);
    await withoutPassword(owner);
    const [a, b] = [await link(owner), await link(owner)];
    const answers = await Promise.all([unlink(owner, a.id), unlink(owner, b.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await linksOf(owner)).toHaveLength(1);
  });
});
