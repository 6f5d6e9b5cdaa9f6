import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import type { NewUser } from './repository';

/**
 * The security review's findings on people look-ups: any signed-in user could list patients through
 * POST /searchuser, and anyone could read a patient's name, gender and role by id. Doctors and facilities
 * stay public; a patient is seen by the patient, the doctors caring for them and administrators.
 */
const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const notFound = { status: 'error', statusCode: 404, message: MESSAGES.notFound };

/** A word found only in this test's users, so searches can be narrowed to them in a shared database. */
const tag = () => `Zv${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A patient with a doctor caring for them (assigned by an administrator, accepted), and everyone else. */
async function circle() {
  const word = tag();
  const person = (first: string, overrides: Partial<NewUser>) =>
    createUser(t.ctx, { name: { first_name: first, last_name: word, middle_name: '' }, ...overrides });
  const people = {
    word,
    patient: await person('Pia', { roles: ['patient'], gender: 'f', occupation: 'Teacher' }),
    roleless: await person('Rae', { roles: [] }),
    doctor: await person('Dev', { roles: ['doctor'] }),
    otherDoctor: await person('Oda', { roles: ['doctor'] }),
    unverifiedDoctor: await person('Uma', { roles: ['doctor'], profileVerificationStatus: 0 }),
    facility: await person('Fay', { roles: ['facilities'] }),
    otherPatient: await person('Pat', { roles: ['patient'] }),
    admin: await createAdmin(t.ctx),
  };
  const request = await createRequest(t.ctx, people.patient);
  const assign = { assignedDoctors: [people.doctor.user.id] };
  expect((await call('PUT', `/assignDoctors/${request.id}`, people.admin, assign)).statusCode).toBe(200);
  const accept = { acceptanceStatus: 1 };
  expect((await call('PUT', `/donationRequest/${request.id}`, people.doctor, accept)).statusCode).toBe(200);
  return people;
}

async function search(user: TestUser, body: object): Promise<string[]> {
  const res = await call('POST', '/searchuser', user, body);
  expect(res.statusCode).toBe(200);
  const envelope = res.json<{ status: string; data: { _id: string }[]; totalCountOfRecords: number }>();
  expect(envelope).toMatchObject({ status: 'success', statusCode: 200, message: 'Success' });
  expect(envelope.totalCountOfRecords).toBe(envelope.data.length);
  return envelope.data.map((user) => user._id).sort();
}

const ids = (...users: TestUser[]) => users.map((user) => user.user.id).sort();

describe('POST /searchuser', () => {
  it('lists patients by role to administrators and their doctors only: to anyone else it is empty', async () => {
    const c = await circle();
    const patients = { keyword: c.word, roles: ['patient'] };
    for (const outsider of [c.otherPatient, c.otherDoctor, c.unverifiedDoctor, c.facility, c.patient]) {
      expect(await search(outsider, patients)).toEqual([]);
    }
    expect(await search(c.doctor, patients)).toEqual(ids(c.patient));
    expect(await search(c.admin, patients)).toEqual(ids(c.patient, c.otherPatient));
  });

  it('never returns a patient, or a user without a clinician role, to others in a search without roles', async () => {
    const c = await circle();
    const publicMembers = ids(c.doctor, c.otherDoctor, c.unverifiedDoctor, c.facility);
    expect(await search(c.otherPatient, { keyword: c.word })).toEqual(publicMembers);
    expect(await search(c.otherDoctor, { keyword: c.word })).toEqual(publicMembers);
    expect(await search(c.doctor, { keyword: c.word })).toEqual(
      ids(c.doctor, c.otherDoctor, c.unverifiedDoctor, c.facility, c.patient),
    );
    expect(await search(c.admin, { keyword: c.word })).toEqual(
      ids(c.patient, c.roleless, c.doctor, c.otherDoctor, c.unverifiedDoctor, c.facility, c.otherPatient),
    );
  });

  it('stops listing a patient to a doctor whose access the patient ended', async () => {
    const c = await circle();
    const ended = await call('POST', `/careTeam/${c.doctor.user.id}/end`, c.patient, {});
    expect(ended.statusCode).toBe(200);
    expect(await search(c.doctor, { keyword: c.word, roles: ['patient'] })).toEqual([]);
  });
});

describe('GET /user/profile/{id}, /user/summary/{id} and /userOrOrgName/{id} of a patient', () => {
  const lookUps = (id: string) => [`/user/profile/${id}`, `/user/summary/${id}`, `/userOrOrgName/${id}`];

  it('answer 404 to anonymous callers and to signed-in users outside the patient’s care, as for an unknown id', async () => {
    const c = await circle();
    for (const target of [c.patient, c.roleless]) {
      for (const url of lookUps(target.user.id)) {
        for (const viewer of [null, c.otherPatient, c.otherDoctor, c.unverifiedDoctor, c.facility]) {
          const res = await call('GET', url, viewer);
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual(notFound);
        }
      }
    }
  });

  it('answer the patient, the doctor caring for them and administrators', async () => {
    const c = await circle();
    for (const viewer of [c.patient, c.doctor, c.admin]) {
      const profile = await call('GET', `/user/profile/${c.patient.user.id}`, viewer);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        status: 'success',
        statusCode: 200,
        data: { _id: c.patient.user.id, name: { first_name: 'Pia' }, gender: 'f', roles: ['patient'] },
      });
      const summary = await call('GET', `/user/summary/${c.patient.user.id}`, viewer);
      expect(summary.json()).toMatchObject({ statusCode: 200, data: { fullName: `Pia ${c.word}` } });
      const name = await call('GET', `/userOrOrgName/${c.patient.user.id}`, viewer);
      expect(name.json()).toMatchObject({ statusCode: 200, data: { name: `Pia ${c.word}` } });
    }
    // A user without a clinician role is their own and administrators'.
    expect((await call('GET', `/user/profile/${c.roleless.user.id}`, c.roleless)).statusCode).toBe(200);
    expect((await call('GET', `/user/profile/${c.roleless.user.id}`, c.admin)).statusCode).toBe(200);
  });

  it("keep doctors' and facilities' profiles public, to anonymous callers too", async () => {
    const c = await circle();
    for (const member of [c.doctor, c.unverifiedDoctor, c.facility]) {
      for (const url of lookUps(member.user.id)) {
        expect((await call('GET', url, null)).statusCode, url).toBe(200);
      }
    }
  });
});
