import { describe, expect, it } from 'vitest';
import { MESSAGES, type ContactGroupsDto, type UserSummaryDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createRequest, createUser } from '../../../test/factories';
import { requestDoctors } from '../../platform/db/schema';
import { call, careCircle } from '../chat/testing';

const t = useTestApp();

const ids = (people: UserSummaryDto[]) => people.map((person) => person._id);

describe('contacts', () => {
  it('groups a patient’s care team and a doctor’s patients, and lists them once', async () => {
    const { patient, doctor, decliner, admin } = await careCircle(t);

    const mine = await call(t, 'GET', `/user/${patient.user.id}/contactGroup`, patient);
    expect(mine.statusCode).toBe(200);
    const groups = mine.json<{ data: ContactGroupsDto }>().data;
    expect(ids(groups.careTeam)).toEqual([doctor.user.id]);
    expect(groups.careTeam[0]).toMatchObject({ fullName: 'Arjun Mehta', roles: ['doctor'] });
    expect(groups.patients).toEqual([]);
    expect(ids(groups.conversations)).not.toContain(decliner.user.id);

    const doctors = await call(t, 'GET', `/user/${doctor.user.id}/contactGroup`, doctor);
    expect(ids(doctors.json<{ data: ContactGroupsDto }>().data.patients)).toEqual([patient.user.id]);

    const flat = await call(t, 'GET', `/user/${patient.user.id}/contact`, admin);
    expect(flat.statusCode).toBe(200);
    expect(flat.json()).toMatchObject({ totalCountOfRecords: 1 });
    expect(ids(flat.json<{ data: UserSummaryDto[] }>().data)).toEqual([doctor.user.id]);
  });

  it('lists the other doctors of a patient’s conversation under conversations', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const first = await createUser(t.ctx, { roles: ['doctor'] });
    const second = await createUser(t.ctx, { roles: ['doctor'] });
    const request = await createRequest(t.ctx, patient, { title: 'Back pain' });
    const accepted = await call(t, 'PUT', `/donationRequest/${request.id}`, first, { acceptanceStatus: 1 });
    expect(accepted.statusCode).toBe(200);
    // A second doctor the patient's facility brought in, who accepted too.
    await t.ctx.db
      .insert(requestDoctors)
      .values({ requestId: request.id, doctorId: second.user.id, acceptance: 1, acceptedAt: new Date() });
    const groupsOf = async () =>
      (await call(t, 'GET', `/user/${first.user.id}/contactGroup`, first)).json<{ data: ContactGroupsDto }>()
        .data;
    expect((await groupsOf()).conversations).toEqual([]);

    expect((await call(t, 'POST', '/chatRooms', patient, { requestId: request.id })).statusCode).toBe(201);
    const groups = await groupsOf();
    expect(ids(groups.patients)).toEqual([patient.user.id]);
    expect(ids(groups.conversations)).toEqual([second.user.id]);
  });

  it('is the user’s and administrators’ only', async () => {
    const { patient, otherPatient, otherDoctor } = await careCircle(t);
    for (const url of [`/user/${patient.user.id}/contact`, `/user/${patient.user.id}/contactGroup`]) {
      expect((await call(t, 'GET', url, otherPatient)).statusCode).toBe(404);
      expect((await call(t, 'GET', url, otherDoctor)).statusCode).toBe(404);
      expect((await call(t, 'GET', url, null)).json()).toMatchObject({ message: MESSAGES.signInRequired });
    }
    expect((await call(t, 'GET', '/user/not-a-user/contact', patient)).statusCode).toBe(404);
  });
});
