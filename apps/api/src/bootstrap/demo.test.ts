import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { AppContext } from '../platform/context';
import {
  doctorSpecializations,
  donationRequests,
  facilityServices,
  organizationMembers,
  organizations,
  directoryDoctors,
} from '../platform/db/schema';
import { findUserByAccount } from '../modules/users/repository';
import {
  DEMO_ACCOUNTS,
  DEMO_FACILITY_NAME,
  DEMO_FACILITY_SERVICES,
  DEMO_SCHEDULE,
  DEMO_SPECIALTIES,
  seedDemoCatalogues,
  seedDemoData,
} from './demo';
import { SAMPLE_SIZE } from '../modules/directory/sample/generate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function authOf(email: string) {
  const user = await findUserByAccount(t.ctx.db, email);
  if (!user) throw new Error(`${email} was not seeded`);
  const { token } = await t.ctx.tokens.issue(user.id, 60_000);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

describe('demo seed', () => {
  it('loads the sample hospital directory into an empty directory, and leaves a filled one alone', async () => {
    const before = await t.ctx.db.$count(directoryDoctors);
    await seedDemoData(t.ctx);
    // Test files share the database: another file may have imported directory doctors first.
    expect(await t.ctx.db.$count(directoryDoctors)).toBe(before === 0 ? SAMPLE_SIZE : before);
    const doctor = await findUserByAccount(t.ctx.db, 'doctor@demo.carenet.local');
    expect(doctor?.languages).toEqual(['English', 'Hindi', 'Telugu']);
  });

  it('creates a verified facility and care requests in several states, once', async () => {
    await seedDemoData(t.ctx);
    await seedDemoData(t.ctx);
    const [patient, doctor, facilityUser, newDoctor] = await Promise.all(
      DEMO_ACCOUNTS.map((a) => authOf(a.email)),
    );
    // The demo doctor and facility are verified; one doctor who signed up lately is not yet.
    expect([doctor, facilityUser, newDoctor].map((a) => a.user.profileVerificationStatus)).toEqual([1, 1, 0]);

    const facilities = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.orgName, DEMO_FACILITY_NAME));
    expect(facilities).toHaveLength(1);
    expect(facilities[0].status).toBe(1);
    const members = await t.ctx.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.orgId, facilities[0].id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[facilityUser.user.id, 'owner']]);

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/donationRequest',
      headers: patient.headers,
    });
    const ownBody = own.json<{
      data: {
        status: number;
        acceptanceStatus: number;
        requestStatusByDoctor: string | null;
        orgId: string;
      }[];
    }>();
    const states = ownBody.data
      .map(
        (r: {
          status: number;
          acceptanceStatus: number;
          requestStatusByDoctor: string | null;
          orgId: string;
        }) => [r.status, r.acceptanceStatus, r.requestStatusByDoctor, r.orgId === facilities[0].id],
      )
      .sort();
    expect(states).toEqual([
      [0, 0, null, false],
      [1, 0, null, true],
      [1, 1, '3', false],
    ]);

    const assigned = await t.app.inject({
      method: 'GET',
      url: `/api/v1/donationRequest?doctorId=${doctor.user.id}`,
      headers: doctor.headers,
    });
    expect(assigned.json().data).toEqual([
      expect.objectContaining({
        requestStatusByDoctor: '3',
        assignedDoctors: [expect.objectContaining({ _id: doctor.user.id, acceptanceStatus: 1 })],
      }),
    ]);

    const campaigns = await t.app.inject({
      method: 'GET',
      url: `/api/v1/donationRequest?user_id=${doctor.user.id}`,
    });
    expect(campaigns.json().data).toEqual([
      expect.objectContaining({
        title: 'Free heart check-up camp',
        status: 1,
        creatorType: 'doctor',
        units: 'inr',
      }),
    ]);

    const facilityFeed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/donationRequest',
      headers: facilityUser.headers,
    });
    // The facility's own call for volunteers, and the campaign and request addressed to it.
    expect(facilityFeed.json<{ data: { title: string }[] }>().data.map((r) => r.title)).toEqual([
      'Volunteers for the Saturday outpatient clinic',
      'Free heart check-up camp',
      'Physiotherapy after an ankle fracture',
    ]);
    const seeded = await t.ctx.db
      .select({ id: donationRequests.id, units: donationRequests.units })
      .from(donationRequests)
      .where(eq(donationRequests.createdBy, patient.user.id));
    expect(seeded).toHaveLength(3);
    // A patient's health request collects no money in the demo: doctors are not offered Donate on it.
    expect(seeded.every((row) => !row.units)).toBe(true);
  });

  it('gives the demo doctor weekday hours in Kolkata, and keeps the ones the doctor set since', async () => {
    await seedDemoData(t.ctx);
    const [patient, doctor] = await Promise.all(DEMO_ACCOUNTS.map((a) => authOf(a.email)));
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/schedule?doctorId=${doctor.user.id}`,
      headers: patient.headers,
    });
    expect(seen.json().data).toMatchObject(DEMO_SCHEDULE);

    const from = Date.now();
    const slots = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointmentSlotsAvailability/${doctor.user.id}`,
      headers: patient.headers,
      payload: { from, to: from + 7 * 24 * 60 * 60 * 1000 },
    });
    // A week holds five working days of sixteen half hours; today's may be partly gone.
    expect(slots.json().data.slots.length).toBeGreaterThan(16 * 4);

    const saturday = {
      ...DEMO_SCHEDULE,
      weeklyHours: [{ weekday: 6, startTime: '10:00', endTime: '12:00' }],
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/schedule',
      headers: doctor.headers,
      payload: saturday,
    });
    await seedDemoData(t.ctx);
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/schedule', headers: doctor.headers });
    expect(kept.json().data.weeklyHours).toEqual(saturday.weeklyHours);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/schedule',
      headers: doctor.headers,
      payload: DEMO_SCHEDULE,
    });
  });

  it('gives the demo patient a registration and consents her treating doctor can read, once', async () => {
    await seedDemoData(t.ctx);
    await seedDemoData(t.ctx);
    const [patient, doctor] = await Promise.all(DEMO_ACCOUNTS.slice(0, 2).map((a) => authOf(a.email)));
    const registration = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getpatientRegistration?userId=${patient.user.id}`,
      headers: doctor.headers,
    });
    expect(registration.json()).toMatchObject({
      statusCode: 200,
      data: { dateOfBirth: '1988-04-12', allergies: ['Penicillin'] },
    });
    const consents = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getPatientConsents?userId=${patient.user.id}`,
      headers: doctor.headers,
    });
    expect(
      consents
        .json<{ data: { scope: string }[] }>()
        .data.map((c) => c.scope)
        .sort(),
    ).toEqual(['telemedicine', 'treatment']);
  });

  it('fills the empty catalogues once, gives the demo doctor a specialty, and brings back no deleted name', async () => {
    await seedDemoData(t.ctx);
    const doctor = await authOf(DEMO_ACCOUNTS[1].email);
    expect(doctor.user.details.specialities).toEqual(['Cardiologist']);

    // Test files share the database and add names of their own: the empty catalogues exist only in
    // this transaction, which is rolled back.
    class RolledBack extends Error {}
    type Names = { services: string[]; specialties: string[] };
    const seen: { first?: Names; second?: Names } = {};
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.delete(facilityServices);
        await tx.delete(doctorSpecializations);
        const ctx: AppContext = { ...t.ctx, db: tx };
        const names = async () => ({
          services: (await tx.select().from(facilityServices)).map((row) => row.name).sort(),
          specialties: (await tx.select().from(doctorSpecializations)).map((row) => row.name).sort(),
        });
        await seedDemoCatalogues(ctx);
        seen.first = await names();
        await tx.delete(facilityServices).where(eq(facilityServices.name, 'Emergency'));
        await seedDemoCatalogues(ctx);
        seen.second = await names();
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(seen.first?.services).toEqual([...DEMO_FACILITY_SERVICES].sort());
    expect(seen.first?.specialties).toEqual([...DEMO_SPECIALTIES].sort());
    expect(seen.second?.services).toEqual(
      DEMO_FACILITY_SERVICES.filter((name) => name !== 'Emergency').sort(),
    );

    // Every service the demo facility offers is one of the catalogue's.
    const [facility] = await t.ctx.db
      .select({ services: organizations.facilityServices })
      .from(organizations)
      .where(eq(organizations.orgName, DEMO_FACILITY_NAME));
    expect(DEMO_FACILITY_SERVICES).toEqual(expect.arrayContaining(facility.services));
  });
});
