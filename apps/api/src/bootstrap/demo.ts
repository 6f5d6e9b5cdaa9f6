import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import {
  doctorSpecializations,
  donationRequests,
  facilityServices,
  organizationMembers,
  organizations,
  requestDoctors,
  users,
} from '../platform/db/schema';
import { insertRequest, type NewRequest } from '../modules/requests/repository';
import { findUserByAccount, insertUser, type NewUser } from '../modules/users/repository';
import { findScheduleOfDoctor, upsertSchedule } from '../modules/schedules/repository';
import { findRegistration, insertConsent, upsertRegistration } from '../modules/patients/repository';
import { seedSampleDirectory } from '../modules/directory';
import { seedDemoEvent } from '../modules/events';
import {
  ACCEPTANCE_STATUS,
  CONSENT_STATEMENTS,
  FACILITY_STATUS,
  PROFILE_VERIFICATION,
  REQUEST_STATUS,
  TREATMENT_STATUS,
} from '@carenet/shared';

/** The demo accounts listed in README.md; all share one known password. */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS: NewUser[] = [
  {
    name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
    email: 'patient@demo.carenet.local',
    phone: '+919876543210',
    password: DEMO_PASSWORD,
    roles: ['patient'],
    gender: 'f',
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
    occupation: 'Teacher',
  },
  {
    name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
    email: 'doctor@demo.carenet.local',
    phone: '+919876543211',
    password: DEMO_PASSWORD,
    roles: ['doctor'],
    gender: 'm',
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
    occupation: 'Cardiologist',
    summary:
      'Consultant cardiologist with fifteen years of practice in preventive and interventional cardiology.',
    profileVerificationStatus: PROFILE_VERIFICATION.verified,
  },
  {
    name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
    email: 'facility@demo.carenet.local',
    phone: '+14155550123',
    password: DEMO_PASSWORD,
    roles: ['facilities'],
    gender: 'f',
    address: { city: 'San Francisco', state: 'California', country: 'United States' },
    occupation: 'Hospital administrator',
    profileVerificationStatus: PROFILE_VERIFICATION.verified,
  },
  {
    // Signed up as a doctor and not verified yet: shows what such a doctor can and cannot do.
    name: { first_name: 'Kavya', last_name: 'Nair', middle_name: '' },
    email: 'newdoctor@demo.carenet.local',
    phone: '+919876543212',
    password: DEMO_PASSWORD,
    roles: ['doctor'],
    gender: 'f',
    address: { city: 'Kochi', state: 'Kerala', country: 'India' },
    occupation: 'General physician',
  },
];

/** Seeds the demo accounts once; running it again changes nothing. */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByAccount(ctx.db, account.email)) continue;
    await insertUser(ctx.db, {
      ...account,
      emailVerified: true,
      phoneVerified: true,
      sourceOfSignup: 'talhospitals',
    });
    created++;
  }
  if (created) ctx.log.info({ created }, 'demo accounts created (see README for their passwords)');
  await seedDemoCatalogues(ctx);
  await seedDemoCareRequests(ctx);
  await seedDemoSchedule(ctx);
  await seedDemoPatientRecord(ctx);
  await seedDemoDoctorLanguages(ctx);
  await seedSampleDirectory(ctx);
  await seedDemoEvent(ctx);
}

/** The languages the demo doctor consults in, once, so Find Doctors can filter by one. */
async function seedDemoDoctorLanguages(ctx: AppContext): Promise<void> {
  const doctor = await findUserByAccount(ctx.db, 'doctor@demo.carenet.local');
  if (!doctor || doctor.languages.length) return;
  await ctx.db
    .update(users)
    .set({ languages: ['English', 'Hindi', 'Telugu'] })
    .where(eq(users.id, doctor.id));
}

/** The catalogues' starting names; the demo facility offers and the demo doctor holds some of them. */
export const DEMO_FACILITY_SERVICES = [
  'Cardiology',
  'Dermatology',
  'Emergency',
  'General Medicine',
  'Neurology',
  'Obstetrics and Gynaecology',
  'Oncology',
  'Orthopaedics',
  'Pediatrics',
  'Radiology',
];
export const DEMO_SPECIALTIES = [
  'Cardiologist',
  'Dermatologist',
  'General Physician',
  'Gynaecologist',
  'Neurologist',
  'Oncologist',
  'Orthopaedic Surgeon',
  'Pediatrician',
  'Psychiatrist',
  'Radiologist',
];

/**
 * Fills each catalogue while it is empty (a fresh database), so administrators delete or rename names
 * for good; gives the demo doctor a specialty once, so Find Doctors can filter by one.
 */
export async function seedDemoCatalogues(ctx: AppContext): Promise<void> {
  if ((await ctx.db.$count(facilityServices)) === 0) {
    await ctx.db
      .insert(facilityServices)
      .values(DEMO_FACILITY_SERVICES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  if ((await ctx.db.$count(doctorSpecializations)) === 0) {
    await ctx.db
      .insert(doctorSpecializations)
      .values(DEMO_SPECIALTIES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const doctor = await findUserByAccount(ctx.db, 'doctor@demo.carenet.local');
  if (doctor && doctor.details.specialities === undefined) {
    await ctx.db
      .update(users)
      .set({ details: { ...doctor.details, specialities: ['Cardiologist'] } })
      .where(eq(users.id, doctor.id));
  }
}

/**
 * The demo patient's intake registration and consents to treatment and video consultations, so a
 * doctor's first look at her request shows what a hospital would know. Made once.
 */
async function seedDemoPatientRecord(ctx: AppContext): Promise<void> {
  const patient = await findUserByAccount(ctx.db, 'patient@demo.carenet.local');
  if (!patient || (await findRegistration(ctx.db, { userId: patient.id }))) return;
  await upsertRegistration(ctx.db, {
    userId: patient.id,
    dateOfBirth: '1988-04-12',
    gender: 'f',
    bloodGroup: 'O+',
    heightCm: 162,
    weightKg: 64,
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
    emergencyContact: { name: 'Ravi Sharma', relationship: 'Husband', phone: '+919812345678' },
    medicalHistory: 'High blood pressure since 2019. Appendix removed in 2008.',
    allergies: ['Penicillin'],
    currentMedication: ['Amlodipine 5 mg once a day'],
    insuranceProvider: '',
    insuranceNumber: '',
    updatedBy: patient.id,
  });
  for (const scope of ['treatment', 'telemedicine'] as const) {
    await insertConsent(ctx.db, { userId: patient.id, scope, statement: CONSENT_STATEMENTS[scope] });
  }
  ctx.log.info('demo patient registration and consents created');
}

/** The demo doctor's hours: weekdays 09:00-17:00 in Kolkata, 30-minute slots. */
export const DEMO_SCHEDULE = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
  daysOff: [],
};

/** Gives the demo doctor bookable slots, once; a schedule the doctor has since changed is kept. */
async function seedDemoSchedule(ctx: AppContext): Promise<void> {
  const doctor = await findUserByAccount(ctx.db, 'doctor@demo.carenet.local');
  if (!doctor || (await findScheduleOfDoctor(ctx.db, doctor.id))) return;
  await upsertSchedule(ctx.db, { doctorId: doctor.id, ...DEMO_SCHEDULE });
  ctx.log.info('demo doctor schedule created');
}

export const DEMO_FACILITY_NAME = 'Sunrise Multispeciality Hospital';

/** The verified demo facility, with the demo facility user as its administrator; made once. */
async function ensureDemoFacility(ctx: AppContext, facilityUserId: string): Promise<string> {
  const [existing] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lower(${organizations.orgName}) = lower(${DEMO_FACILITY_NAME})`)
    .limit(1);
  if (existing) return existing.id;
  const [facility] = await ctx.db
    .insert(organizations)
    .values({
      orgName: DEMO_FACILITY_NAME,
      orgType: 'multiSpeciaityHospital',
      description:
        'A 200-bed hospital with cardiology, orthopaedics and a free outpatient clinic on Saturdays.',
      orgEmail: 'contact@sunrise.demo.carenet.local',
      websiteUrl: 'http://sunrise.demo.carenet.local',
      orgAddress: {
        line1: '12 Road No. 1',
        line2: 'Banjara Hills',
        city: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
        zip_code: '500034',
      },
      facilityServices: ['Cardiology', 'Orthopaedics', 'General Medicine'],
      sourceOfCreation: 'talhospitals',
      status: FACILITY_STATUS.verified,
      isFreeHospital: false,
      isDiscountEnabled: true,
      discountPercentage: '20',
      createdBy: facilityUserId,
    })
    .returning({ id: organizations.id });
  await ctx.db
    .insert(organizationMembers)
    .values({ orgId: facility.id, userId: facilityUserId, role: 'owner' });
  return facility.id;
}

/**
 * Care requests in the states a first look needs: a patient request pending approval, an approved one
 * addressed to the demo facility, one the demo doctor accepted and is treating, an approved doctor's
 * campaign that takes donations, and the facility's call for volunteers (to apply to). Each is made once (found again by its creator and title).
 */
async function seedDemoCareRequests(ctx: AppContext): Promise<void> {
  const [patient, doctor, facilityUser] = await Promise.all(
    DEMO_ACCOUNTS.map((account) => findUserByAccount(ctx.db, account.email)),
  );
  if (!patient || !doctor || !facilityUser) return;
  const orgId = await ensureDemoFacility(ctx, facilityUser.id);
  const common = { requestType: 'talhospitals', sourceOfCreation: 'talhospitals', region: 'IN' };
  const fromPatient = { ...common, createdBy: patient.id, creatorType: 'patient' };
  const demoRequests: (NewRequest & { acceptedBy?: string })[] = [
    {
      ...fromPatient,
      title: 'Second opinion on a knee replacement',
      description:
        'My orthopaedic surgeon has advised a total knee replacement. I would like a second opinion before deciding.',
      status: REQUEST_STATUS.pendingApproval,
    },
    {
      ...fromPatient,
      title: 'Physiotherapy after an ankle fracture',
      description: 'My plaster comes off next week and I need a physiotherapy plan I can follow at home.',
      status: REQUEST_STATUS.approved,
      orgId,
    },
    {
      ...fromPatient,
      title: 'Follow-up for high blood pressure',
      description:
        'My blood pressure stays around 150/95 despite medication. I need a review of my treatment.',
      status: REQUEST_STATUS.approved,
      acceptanceStatus: ACCEPTANCE_STATUS.accepted,
      requestStatusByDoctor: TREATMENT_STATUS.inProgress,
      acceptedBy: doctor.id,
    },
    {
      ...common,
      createdBy: doctor.id,
      creatorType: 'doctor',
      title: 'Free heart check-up camp',
      description:
        'Free ECG and blood pressure screening every Saturday morning in March for anyone over 40. Donations pay for the test strips and the volunteers’ meals.',
      status: REQUEST_STATUS.approved,
      units: 'inr',
      orgId,
    },
    {
      ...common,
      requestType: 'volunteering',
      createdBy: facilityUser.id,
      creatorType: 'doctor',
      title: 'Volunteers for the Saturday outpatient clinic',
      description:
        'Help patients register, find their way and fill in forms at our free Saturday clinic. Training is given on the first day.',
      status: REQUEST_STATUS.approved,
      orgId,
    },
  ];
  let created = 0;
  for (const { acceptedBy, ...request } of demoRequests) {
    const [existing] = await ctx.db
      .select({ id: donationRequests.id })
      .from(donationRequests)
      .where(
        and(eq(donationRequests.createdBy, request.createdBy), eq(donationRequests.title, request.title)),
      )
      .limit(1);
    if (existing) continue;
    const row = await insertRequest(ctx.db, request);
    if (acceptedBy)
      await ctx.db.insert(requestDoctors).values({
        requestId: row.id,
        doctorId: acceptedBy,
        acceptance: ACCEPTANCE_STATUS.accepted,
        acceptedAt: new Date(),
      });
    created++;
  }
  if (created) ctx.log.info({ created }, 'demo care requests created');
}
