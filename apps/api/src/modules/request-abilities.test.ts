import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_STATUS,
  PROFILE_VERIFICATION,
  REPORT_REASONS,
  REQUEST_STATUS,
  type RequestAbilities,
  type RequestDto,
} from '@carenet/shared';
import { useTestApp } from '../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  uniqueEmail,
  type TestUser,
} from '../../test/factories';
import { organizationMembers } from '../platform/db/schema';
import { call } from './chat/testing';
import { insertUser } from './users';

/**
 * docs/roles-and-permissions.md#abilities-sent-to-the-web: the abilities a request carries are answered
 * by the rules that refuse the actions. For every ability, viewer and state of a request, on a fresh
 * request each time: "the endpoint refuses" equals "the ability is false".
 */

const t = useTestApp({ MEET_BASE_URL: 'https://meet.carenet.test/rooms' });

const HOUR = 60 * 60 * 1000;

/** The abilities an endpoint performs (seeAssignments and awaitingVerification only change what is shown). */
type Ability = Exclude<keyof RequestAbilities, 'seeAssignments' | 'awaitingVerification'>;

/** The people of the table, shared by every row; each request is made by a creator of its own. */
interface People {
  patient: TestUser;
  doctor: TestUser;
  otherDoctor: TestUser;
  unverifiedDoctor: TestUser;
  admin: TestUser;
  facilityMember: TestUser;
  /** Applies to community requests, so that their creator has applications to read. */
  applicant: TestUser;
  orgId: string;
}

/** One fresh request and the people who stand in a relation to it. */
interface Fixture {
  id: string;
  creator: TestUser;
  /** The patient whose record sits beside the request; a campaign has none. */
  patientId: string | null;
}

type Response = Awaited<ReturnType<typeof call>>;

interface Endpoint {
  /** What the ability's action is, on the wire. */
  route: string;
  /** null: the request offers nothing for the action to act on. */
  perform: (fixture: Fixture, viewer: TestUser | null, people: People) => Promise<Response | null>;
  /** A 2xx that still withholds what the ability promises (a list filtered to the viewer's own). */
  withholds?: (res: Response, people: People) => boolean;
}

const put = (id: string, viewer: TestUser | null, body: object) =>
  call(t, 'PUT', `/donationRequest/${id}`, viewer, body);

const profileApplication = (requestId: string) => ({
  donationRequestId: requestId,
  participantName: { first_name: 'Asha', last_name: 'Rao' },
  participantEmailAddress: uniqueEmail('applicant'),
  participantOccupation: 'Student',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
});

const ENDPOINTS: Record<Ability, Endpoint> = {
  manage: {
    route: 'PUT /donationRequest/{id} {title}',
    perform: ({ id }, viewer) => put(id, viewer, { title: 'A clearer title for the request' }),
  },
  accept: {
    route: 'PUT /donationRequest/{id} {acceptanceStatus: 1}',
    perform: ({ id }, viewer) => put(id, viewer, { acceptanceStatus: ACCEPTANCE_STATUS.accepted }),
  },
  decline: {
    route: 'PUT /donationRequest/{id} {acceptanceStatus: -1}',
    perform: ({ id }, viewer) => put(id, viewer, { acceptanceStatus: ACCEPTANCE_STATUS.rejected }),
  },
  treat: {
    route: "PUT /donationRequest/{id} {requestStatusByDoctor: '3'}",
    perform: ({ id }, viewer) => put(id, viewer, { requestStatusByDoctor: '3' }),
  },
  report: {
    route: 'PUT /donationRequest/{id} {status: -3, flagReason}',
    perform: ({ id }, viewer) =>
      put(id, viewer, { status: REQUEST_STATUS.spam, flagReason: REPORT_REASONS[3] }),
  },
  assign: {
    route: 'PUT /assignDoctors/{id}',
    // Keeps the request's doctor (an accepted doctor cannot be removed) and asks one more.
    perform: ({ id }, viewer, { doctor, otherDoctor }) =>
      call(t, 'PUT', `/assignDoctors/${id}`, viewer, {
        assignedDoctors: [doctor.user.id, otherDoctor.user.id],
      }),
  },
  readPatientRecord: {
    route: 'GET /getPatientConsents?userId={its patient}',
    // The record is the patient's, not the request's: a campaign has no patient, so there is nothing to read.
    perform: ({ patientId }, viewer) =>
      patientId ? call(t, 'GET', `/getPatientConsents?userId=${patientId}`, viewer) : Promise.resolve(null),
  },
  readPrescriptions: {
    route: 'GET /getPrescription?requestId={id}',
    perform: ({ id }, viewer) => call(t, 'GET', `/getPrescription?requestId=${id}`, viewer),
  },
  prescribe: {
    route: 'POST /cretePrescription',
    perform: ({ id }, viewer) =>
      call(t, 'POST', '/cretePrescription', viewer, {
        requestId: id,
        patient: { fullName: 'Priya Sharma', age: 36, gender: 'f' },
        medicines: [{ name: 'Amlodipine 5 mg', quantity: '30 tablets', usage: 'One tablet every morning' }],
      }),
  },
  joinMeetings: {
    route: 'GET /appointment/googlemeet?requestId={id}',
    perform: ({ id }, viewer) => call(t, 'GET', `/appointment/googlemeet?requestId=${id}`, viewer),
  },
  createMeetLink: {
    route: 'POST /appointment/googlemeet',
    perform: ({ id }, viewer) => {
      const start = Date.now() + 24 * HOUR;
      return call(t, 'POST', '/appointment/googlemeet', viewer, {
        title: 'Knee review',
        description: 'Bring your last X-ray.',
        startTime: start,
        endTime: start + HOUR / 2,
        requestId: id,
      });
    },
  },
  chat: {
    route: 'POST /chatRooms {requestId}',
    perform: ({ id }, viewer) => call(t, 'POST', '/chatRooms', viewer, { requestId: id }),
  },
  apply: {
    route: 'POST /donationRequestResponses',
    perform: ({ id }, viewer) => call(t, 'POST', '/donationRequestResponses', viewer, profileApplication(id)),
  },
  readApplications: {
    route: 'GET /donationRequestResponses?donationRequestId={id}',
    // The list answers everyone who sees the request, narrowed to their own applications: reading the
    // request's applications means seeing someone else's (the campaigns hold one).
    perform: ({ id }, viewer) => call(t, 'GET', `/donationRequestResponses?donationRequestId=${id}`, viewer),
    withholds: (res, { applicant }) =>
      !res
        .json<{ data: { user_info: { _id: string } | null }[] }>()
        .data.some((application) => application.user_info?._id === applicant.user.id),
  },
  donate: {
    route: 'POST /donationRequest/{id}/donations',
    perform: ({ id }, viewer) =>
      call(
        t,
        'POST',
        `/donationRequest/${id}/donations`,
        viewer,
        viewer
          ? { amount: 5000 }
          : { amount: 5000, guestName: 'Meera Iyer', guestEmail: uniqueEmail('guest') },
      ),
  },
};

const VIEWERS = {
  'signed out': () => null,
  'its creator': (_people: People, fixture: Fixture) => fixture.creator,
  'another patient': (people: People) => people.patient,
  'its doctor (assigned or accepted where it has one)': (people: People) => people.doctor,
  'an unrelated verified doctor': (people: People) => people.otherDoctor,
  'an unverified doctor': (people: People) => people.unverifiedDoctor,
  'an administrator': (people: People) => people.admin,
  'a member of its facility': (people: People) => people.facilityMember,
} satisfies Record<string, (people: People, fixture: Fixture) => TestUser | null>;
type Viewer = keyof typeof VIEWERS;

/** A user without a password (no hashing: every row has a creator of its own), signed in. */
async function quickUser(roles: string[], profileVerificationStatus: number): Promise<TestUser> {
  const user = await insertUser(t.ctx.db, {
    name: { first_name: 'Fresh', last_name: 'Creator', middle_name: '' },
    email: uniqueEmail('creator'),
    password: null,
    roles,
    emailVerified: true,
    profileVerificationStatus,
  });
  const { token } = await t.ctx.tokens.issue(user.id, HOUR);
  return { user, password: '', token, auth: { authorization: `Bearer ${token}` } };
}

async function ok(res: Promise<Response>): Promise<void> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
}

/** A patient's approved consultation addressed to the facility, nobody decided yet. */
async function undecided(people: People): Promise<Fixture> {
  const creator = await quickUser(['patient'], PROFILE_VERIFICATION.notSubmitted);
  const request = await createRequest(t.ctx, creator, {
    title: 'Knee pain after a fall',
    orgId: people.orgId,
  });
  return { id: request.id, creator, patientId: creator.user.id };
}

async function inCare(people: People): Promise<Fixture> {
  const fixture = await undecided(people);
  await ok(put(fixture.id, people.doctor, { acceptanceStatus: ACCEPTANCE_STATUS.accepted }));
  return fixture;
}

/**
 * A verified doctor's approved volunteering campaign: it takes applications and donations. Someone
 * applied while it was public, so that reading its applications means seeing theirs; a private one was
 * made private after that.
 */
async function campaign(people: People, isPrivate: boolean): Promise<Fixture> {
  const creator = await quickUser(['doctor'], PROFILE_VERIFICATION.verified);
  const request = await createRequest(t.ctx, creator, {
    title: 'Volunteers for a blood donation camp',
    requestType: 'volunteering',
    units: 'inr',
  });
  await ok(call(t, 'POST', '/donationRequestResponses', people.applicant, profileApplication(request.id)));
  if (isPrivate) await ok(put(request.id, creator, { isPrivate: true }));
  return { id: request.id, creator, patientId: null };
}

interface RequestState {
  build: (people: People) => Promise<Fixture>;
  /** What the viewer did to the request before, where the state is the viewer's own. */
  byViewer?: (fixture: Fixture, viewer: TestUser | null) => Promise<unknown>;
}

const report = (id: string, viewer: TestUser | null) =>
  put(id, viewer, { status: REQUEST_STATUS.spam, flagReason: REPORT_REASONS[3] });

// A deleted request is not in the table: it reads 404 for its creator, who still reads its prescriptions
// (prescriptions/service.ts keeps them readable on purpose) and their own record, and may start its
// conversation, so the 404 read says nothing about those endpoints.
const RESOURCES = {
  'approved, undecided': { build: undecided },
  'approved, its facility assigned the doctor, who has not decided': {
    build: async (people) => {
      const fixture = await undecided(people);
      const assigned = call(t, 'PUT', `/assignDoctors/${fixture.id}`, people.facilityMember, {
        assignedDoctors: [people.doctor.user.id],
      });
      await ok(assigned);
      return fixture;
    },
  },
  'in care (the doctor accepted)': { build: inCare },
  'in care, then fulfilled (closed)': {
    build: async (people) => {
      const fixture = await inCare(people);
      await ok(put(fixture.id, people.admin, { status: REQUEST_STATUS.fulfilled }));
      return fixture;
    },
  },
  'in care, then marked as spam by an administrator': {
    build: async (people) => {
      const fixture = await inCare(people);
      await ok(report(fixture.id, people.admin));
      return fixture;
    },
  },
  // An administrator's report is moderation: it marks the request as spam at once.
  'in care, reported by the viewer before (where they may)': {
    build: inCare,
    byViewer: (fixture, viewer) => report(fixture.id, viewer),
  },
  'a public campaign (applications and donations)': { build: (people) => campaign(people, false) },
  'a private campaign': { build: (people) => campaign(people, true) },
} satisfies Record<string, RequestState>;
type Resource = keyof typeof RESOURCES;

interface Row {
  ability: Ability;
  endpoint: string;
  viewer: Viewer;
  resource: Resource;
  /** The ability as the viewer's read of the request says it (false when the read is a 404). */
  allowed: boolean;
  /** Whether the endpoint refused; a string when its answer says nothing about the rule. */
  refused: boolean | string;
  answer: string;
}

function refusalOf(res: Response | null, endpoint: Endpoint, people: People): boolean | string {
  if (!res) return true;
  const body = res.json<{ message?: string; errors?: unknown[] }>();
  if (res.statusCode < 300) return endpoint.withholds?.(res, people) ?? false;
  // A field error is the payload's fault, not a rule's: the row cannot count.
  if (res.statusCode === 400 && body.errors?.length) return `invalid payload: ${JSON.stringify(body.errors)}`;
  if (res.statusCode >= 400 && res.statusCode < 500) return true;
  return `unexpected ${res.statusCode}`;
}

async function observe(people: People, ability: Ability, viewer: Viewer, resource: Resource): Promise<Row> {
  const endpoint = ENDPOINTS[ability];
  const state: RequestState = RESOURCES[resource];
  const fixture = await state.build(people);
  const as = VIEWERS[viewer](people, fixture);
  await state.byViewer?.(fixture, as);
  const read = await call(t, 'GET', `/donationRequest/${fixture.id}`, as);
  if (read.statusCode !== 200 && read.statusCode !== 404) {
    throw new Error(`reading ${resource} as ${viewer}: ${read.statusCode} ${read.body}`);
  }
  const allowed = read.statusCode === 200 && read.json<{ data: RequestDto }>().data.abilities[ability];
  const res = await endpoint.perform(fixture, as, people);
  return {
    ability,
    endpoint: endpoint.route,
    viewer,
    resource,
    allowed,
    refused: refusalOf(res, endpoint, people),
    answer: res ? `${res.statusCode} ${res.json<{ message?: string }>().message ?? ''}` : 'nothing to call',
  };
}

/** Runs the cases a few at a time: each has its own request, so they do not meet. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

async function people(): Promise<People> {
  const facilityMember = await createUser(t.ctx, { roles: ['facilities'] });
  const org = await createOrganization(t.ctx, undefined, {
    orgName: `Care Clinic ${randomUUID().slice(0, 8)}`,
  });
  await t.ctx.db
    .insert(organizationMembers)
    .values({ orgId: org.id, userId: facilityMember.user.id, role: 'member' });
  return {
    patient: await createUser(t.ctx, { roles: ['patient'] }),
    doctor: await createUser(t.ctx, { roles: ['doctor'] }),
    otherDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    unverifiedDoctor: await createUser(t.ctx, {
      roles: ['doctor'],
      profileVerificationStatus: PROFILE_VERIFICATION.pending,
    }),
    admin: await createAdmin(t.ctx),
    facilityMember,
    applicant: await createUser(t.ctx, { roles: ['patient'] }),
    orgId: org.id,
  };
}

describe('request abilities', () => {
  it('are false exactly where the endpoint refuses, for every viewer and state', async () => {
    const cast = await people();
    const abilities = Object.keys(ENDPOINTS) as Ability[];
    const cases = abilities.flatMap((ability) =>
      (Object.keys(VIEWERS) as Viewer[]).flatMap((viewer) =>
        (Object.keys(RESOURCES) as Resource[]).map((resource) => ({ ability, viewer, resource })),
      ),
    );
    const rows = await inBatches(cases, 4, (c) => observe(cast, c.ability, c.viewer, c.resource));

    // Each ability is granted somewhere and refused somewhere, so a wrong one cannot hide in the table.
    const oneSided = abilities.filter(
      (ability) => new Set(rows.filter((row) => row.ability === ability).map((row) => row.allowed)).size < 2,
    );
    const mismatches = rows.filter((row) => row.refused !== !row.allowed);
    expect({ oneSided, mismatches }).toEqual({ oneSided: [], mismatches: [] });
  }, 240_000);
});
