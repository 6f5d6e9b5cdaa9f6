import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M, VERIFICATION_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile, pdfBytes, pngBytes } from '../../../test/documents';
import { createAdmin, createOrganization, createUser, type TestUser } from '../../../test/factories';
import { organizationMembers } from '../../platform/db/schema';

const t = useTestApp();

async function upload(user: TestUser, kind: 'documents' | 'logo') {
  const { payload, headers } =
    kind === 'documents'
      ? multipartFile('file', 'licence.pdf', pdfBytes('Hospital licence'), 'application/pdf')
      : multipartFile('file', 'logo.png', pngBytes(), 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/organization/${kind}`,
    headers: { ...user.auth, ...headers },
    payload,
  });
}

const readFile = (key: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/files/${key}`, headers: user?.auth ?? {} });

describe("the facility form's second step", () => {
  it("attaches uploaded documents, read by the facility's managers and administrators only", async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const manager = await createUser(t.ctx, { roles: ['facilities'] });
    const member = await createUser(t.ctx, { roles: ['doctor'] });
    const org = await createOrganization(t.ctx, owner, { status: 0 });
    await t.ctx.db.insert(organizationMembers).values([
      { orgId: org.id, userId: manager.user.id, role: 'admin' },
      { orgId: org.id, userId: member.user.id, role: 'member' },
    ]);

    const uploaded = await upload(owner, 'documents');
    expect(uploaded.statusCode).toBe(201);
    const key = uploaded.json().data.key as string;
    expect(uploaded.json().data.url).toBe(`/files/${key}`);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organization/${org.id}`,
      headers: owner.auth,
      payload: { documentKeys: [key] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.documents).toEqual([{ key, url: `/files/${key}` }]);

    expect((await readFile(key, manager)).statusCode).toBe(200);
    expect((await readFile(key, await createAdmin(t.ctx))).statusCode).toBe(200);
    expect((await readFile(key, member)).statusCode).toBe(404);
    expect((await readFile(key, await createUser(t.ctx))).statusCode).toBe(404);
    const seenByMember = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organization/${org.id}`,
      headers: member.auth,
    });
    expect(seenByMember.json().data).not.toHaveProperty('documents');
  });

  it("refuses someone else's upload as a document, beside the field", async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const other = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, owner);
    const key = (await upload(other, 'documents')).json().data.key as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organization/${org.id}`,
      headers: owner.auth,
      payload: { documentKeys: [key] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'documentKeys', message: VERIFICATION_MESSAGES.documentUnknown },
    ]);
  });

  it('stores a public logo set as the default image, and refuses uploads from patients', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, owner);
    const logo = await upload(owner, 'logo');
    expect(logo.statusCode).toBe(201);
    const url = logo.json().data.url as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organization/${org.id}`,
      headers: owner.auth,
      payload: { defaultImageUrl: url },
    });
    expect(res.json().data.defaultImageUrl).toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const refused = await upload(patient, 'documents');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.onlyFacilityUsers);
  });
});
