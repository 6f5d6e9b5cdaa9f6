import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  MESSAGES,
  PROFILE_VERIFICATION,
  VIEWER_ABILITIES,
  type SessionUserDto,
  type SignedInUserDto,
  type ViewedProfileDto,
  type ViewerAbilities,
  type ViewerAbility,
} from '@carenet/shared';
import { useTestApp } from '../../test/app';
import {
  TEST_PASSWORD,
  createAdmin,
  createUser,
  uniqueEmail,
  uniquePhone,
  uniqueWord,
  type TestUser,
} from '../../test/factories';
import { facilityServices } from '../platform/db/schema';

/**
 * docs/roles-and-permissions.md#abilities-sent-to-the-web: the session carries the viewer's abilities,
 * answered by the rules that refuse the matching endpoints. For every ability and every kind of
 * viewer, "the endpoint refuses" equals "the session says no".
 */

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, viewer: TestUser | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: viewer?.auth ?? {}, payload });
type Response = Awaited<ReturnType<typeof call>>;

const VIEWERS = {
  administrator: () => createAdmin(t.ctx),
  patient: () => createUser(t.ctx, { roles: ['patient'] }),
  'verified doctor': () => createUser(t.ctx, { roles: ['doctor'] }),
  'unverified doctor': () =>
    createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted }),
  'facility user': () => createUser(t.ctx, { roles: ['facilities'] }),
  // Manages the podcasts and nothing else of the administration.
  'talradio administrator': () => createUser(t.ctx, { roles: ['patient', 'talradioAdmin'] }),
};
type Viewer = keyof typeof VIEWERS;

/** What the probes need to exist: an event to check people in at, a doctor to book, a catalogue service. */
interface Shared {
  eventSlug: string;
  bookableDoctor: TestUser;
  /** A facility service of the catalogue, which a new facility offers. */
  service: string;
}

interface Probe {
  /** The endpoint, on the wire. */
  route: string;
  call: (viewer: TestUser, shared: Shared) => Promise<Response>;
  /** Whether the answer is the rule's refusal (by default a 403: any other answer lets the viewer through). */
  refused?: (res: Response) => boolean;
}

/** The envelope's message; a download (CSV, a template) has none. */
const message = (res: Response): string | undefined =>
  String(res.headers['content-type']).startsWith('application/json')
    ? res.json<{ message?: string }>().message
    : undefined;
/** Modules that hide their administration from everyone else answer 404, not 403 (DESIGN §3). */
const hiddenAs404 = (res: Response) => res.statusCode === 404 && message(res) === MESSAGES.notFound;

const patientAddress = {
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip_code: '411001',
};

const PROBES: Record<ViewerAbility, Probe> = {
  moderateRequests: {
    route: 'GET /donationRequest/donationRequestTypeSummary',
    call: (viewer) => call('GET', '/donationRequest/donationRequestTypeSummary', viewer),
  },
  manageUsers: {
    route: 'GET /users?isDownload=true',
    call: (viewer) => call('GET', '/users?isDownload=true', viewer),
  },
  manageFacilities: {
    route: 'GET /organization?isDownload=true',
    call: (viewer) => call('GET', '/organization?isDownload=true', viewer),
  },
  onboardUsers: {
    route: 'POST /user/add (a patient)',
    call: (viewer) =>
      call('POST', '/user/add', viewer, {
        roles: 'patient',
        name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
        email: uniqueEmail('onboarded'),
        phone: uniquePhone(),
        gender: 'f',
        address: patientAddress,
      }),
  },
  importData: {
    route: 'GET /user/add/bulk/template',
    call: (viewer) => call('GET', '/user/add/bulk/template', viewer),
  },
  verifyAccounts: {
    route: 'GET /verification/queue',
    call: (viewer) => call('GET', '/verification/queue', viewer),
  },
  manageCatalogues: {
    route: 'POST /doctorSpecialization',
    call: (viewer) => call('POST', '/doctorSpecialization', viewer, { name: `Neurology ${randomUUID()}` }),
  },
  manageDirectory: {
    route: 'GET /directory/claims',
    call: (viewer) => call('GET', '/directory/claims', viewer),
  },
  managePodcasts: {
    route: 'DELETE /talradio/media/{an unknown id}',
    // A podcast manager is told the episode does not exist; anyone else is refused first.
    call: (viewer) => call('DELETE', `/talradio/media/${randomUUID()}`, viewer),
  },
  viewStatistics: {
    route: 'GET /user/summaryofusers',
    call: (viewer) => call('GET', '/user/summaryofusers', viewer),
  },
  viewActivityLog: {
    route: 'GET /userActivityLog',
    call: (viewer) => call('GET', '/userActivityLog', viewer),
  },
  viewSettings: {
    route: 'GET /settings',
    call: (viewer) => call('GET', '/settings', viewer),
  },
  manageEvents: {
    route: 'GET /events (every event, for their managers)',
    call: (viewer) => call('GET', '/events', viewer),
    refused: hiddenAs404,
  },
  manageCoupons: {
    route: 'GET /coupons',
    call: (viewer) => call('GET', '/coupons', viewer),
    refused: hiddenAs404,
  },
  checkInEvents: {
    route: 'GET /events/{slug}/checkedIn',
    call: (viewer, { eventSlug }) => call('GET', `/events/${eventSlug}/checkedIn`, viewer),
    refused: hiddenAs404,
  },
  broadcastNotifications: {
    route: 'POST /pushNotificationDeviceToken/sendToAll',
    call: (viewer) =>
      call('POST', '/pushNotificationDeviceToken/sendToAll', viewer, {
        title: 'Maintenance tonight',
        body: 'CareNet is unavailable from 01:00 to 02:00.',
      }),
  },
  viewDonationLedger: {
    route: 'GET /donations/ledger',
    call: (viewer) => call('GET', '/donations/ledger', viewer),
  },
  createCampaign: {
    route: 'POST /donationRequest (the request it makes is a campaign)',
    call: (viewer) =>
      call('POST', '/donationRequest', viewer, {
        title: 'Free eye screening camp',
        description: 'Screening for everyone in the ward on Sunday.',
      }),
    // Nobody is refused a request: the rule decides whether it is a campaign.
    refused: (res) => res.json<{ data?: { creatorType?: string } }>().data?.creatorType !== 'doctor',
  },
  publishAvailability: {
    route: 'POST /schedule',
    call: (viewer) =>
      call('POST', '/schedule', viewer, {
        timeZone: 'Asia/Kolkata',
        slotMinutes: 30,
        weeklyHours: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }],
      }),
  },
  bookAppointments: {
    route: 'POST /appointment (a verified doctor, an hour nobody offers)',
    call: (viewer, { bookableDoctor }) =>
      call('POST', '/appointment', viewer, {
        doctorId: bookableDoctor.user.id,
        startTime: Date.now() + 400 * 86_400_000,
      }),
  },
  keepPatientFile: {
    route: 'POST /patientConsent',
    call: (viewer) =>
      call('POST', '/patientConsent', viewer, {
        scope: 'telemedicine',
        statement: 'I agree to be examined by video call.',
        agreed: true,
      }),
  },
  createFacility: {
    route: 'POST /organization',
    call: (viewer, { service }) =>
      call('POST', '/organization', viewer, {
        orgName: `Sunrise ${randomUUID().slice(0, 8)}`,
        orgType: 'clinic',
        description: 'A family clinic.',
        orgAddress: { ...patientAddress, line2: 'Near the park' },
        facilityServices: [service],
      }),
  },
  submitDoctorVerification: {
    route: "POST /verification {kind: 'doctor'}",
    // The documents are not checked before the rule: whoever passes it is told about them, or that they are verified already.
    call: (viewer) =>
      call('POST', '/verification', viewer, {
        kind: 'doctor',
        registrationNumber: 'KMC-12345',
        authority: 'Karnataka Medical Council',
        registrationYear: 2015,
        qualifications: ['MBBS'],
        specialties: ['Cardiology'],
        documentKeys: ['not-uploaded'],
      }),
  },
  submitFacilityVerification: {
    route: "POST /verification {kind: 'facility'}",
    call: (viewer) =>
      call('POST', '/verification', viewer, {
        kind: 'facility',
        registrationNumber: 'KA-FU-1',
        authority: 'Karnataka Private Medical Establishments',
        documentKeys: ['not-uploaded'],
      }),
  },
};

const sessionOf = async (viewer: TestUser): Promise<SessionUserDto> => {
  const res = await call('GET', '/session', viewer);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: SessionUserDto }>().data;
};

let shared: Shared;
beforeAll(async () => {
  const event = await call('POST', '/events', await createAdmin(t.ctx), {
    slug: `fest-${uniqueWord().toLowerCase()}`,
    title: 'Hospital Health Fest',
    venue: 'City Hall',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    fee: 50_000,
    currency: 'inr',
  });
  expect(event.statusCode).toBe(201);
  shared = {
    eventSlug: event.json<{ data: { slug: string } }>().data.slug,
    bookableDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    service: `Cardiology ${randomUUID().slice(0, 8)}`,
  };
  await t.ctx.db.insert(facilityServices).values({ name: shared.service });
});

describe('the session', () => {
  it('is the signed-in user with the abilities of the viewer; the login answer carries the same', async () => {
    const email = uniqueEmail('session');
    const doctor = await createUser(t.ctx, { roles: ['doctor'], email });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const signedIn = login.json<{ data: SignedInUserDto }>().data;
    const session = await sessionOf(doctor);
    expect(session).toMatchObject({ _id: doctor.user.id, email, roles: ['doctor'] });
    expect(Object.keys(session.abilities).sort()).toEqual([...VIEWER_ABILITIES].sort());
    expect(signedIn.abilities).toEqual(session.abilities);
    expect(signedIn.token_detail.token).toBeTruthy();
    expect('token_detail' in session).toBe(false);
  });

  it('is refused to a visitor', async () => {
    expect((await call('GET', '/session', null)).statusCode).toBe(401);
  });

  it('tells an administrator, a patient and a doctor apart', async () => {
    const granted = async (viewer: TestUser) =>
      Object.entries((await sessionOf(viewer)).abilities)
        .filter(([, may]) => may)
        .map(([ability]) => ability)
        .sort();
    expect(await granted(await createAdmin(t.ctx))).toEqual(
      [
        'moderateRequests',
        'manageUsers',
        'manageFacilities',
        'onboardUsers',
        'importData',
        'verifyAccounts',
        'manageCatalogues',
        'manageDirectory',
        'managePodcasts',
        'viewStatistics',
        'viewActivityLog',
        'viewSettings',
        'manageEvents',
        'manageCoupons',
        'checkInEvents',
        'broadcastNotifications',
        'viewDonationLedger',
        'createCampaign',
        'createFacility',
      ].sort(),
    );
    expect(await granted(await createUser(t.ctx, { roles: ['patient'] }))).toEqual(
      ['bookAppointments', 'keepPatientFile'].sort(),
    );
    expect(await granted(await createUser(t.ctx, { roles: ['doctor'] }))).toEqual(
      ['createCampaign', 'createFacility', 'publishAvailability', 'submitDoctorVerification'].sort(),
    );
  });
});

describe('viewer abilities', () => {
  it('hold "the endpoint refuses" equal to "the session says no", for every ability and viewer', async () => {
    const rows: { ability: ViewerAbility; viewer: Viewer; allowed: boolean; answer: string }[] = [];
    const mismatches: typeof rows = [];
    for (const viewer of Object.keys(VIEWERS) as Viewer[]) {
      const user = await VIEWERS[viewer]();
      const abilities: ViewerAbilities = (await sessionOf(user)).abilities;
      for (const ability of VIEWER_ABILITIES) {
        const probe = PROBES[ability];
        const res = await probe.call(user, shared);
        if (res.statusCode >= 500 || res.statusCode === 401) {
          throw new Error(`${probe.route} as ${viewer}: ${res.statusCode} ${res.body}`);
        }
        const refused = (probe.refused ?? ((answer: Response) => answer.statusCode === 403))(res);
        const row = {
          ability,
          viewer,
          allowed: abilities[ability],
          answer: `${res.statusCode} ${message(res)}`,
        };
        rows.push(row);
        if (refused === row.allowed) mismatches.push(row);
      }
    }
    // Each ability is granted somewhere and refused somewhere, so a wrong one cannot hide in the table.
    const oneSided = VIEWER_ABILITIES.filter(
      (ability) => new Set(rows.filter((row) => row.ability === ability).map((row) => row.allowed)).size < 2,
    );
    expect({ oneSided, mismatches }).toEqual({ oneSided: [], mismatches: [] });
  });
});

describe("a profile's abilities.book", () => {
  /** Refusals of who is booking whom; any other answer (here: an hour nobody offers) lets the viewer through. */
  const BOOKING_REFUSALS: string[] = [
    APPOINTMENT_MESSAGES.onlyPatients,
    APPOINTMENT_MESSAGES.cannotBookYourself,
    APPOINTMENT_MESSAGES.doctorNotFound,
  ];

  it('equals whether POST /appointment refuses the viewer, for every viewer and profile', async () => {
    const profiles = {
      'a verified doctor': shared.bookableDoctor,
      'an unverified doctor': await createUser(t.ctx, {
        roles: ['doctor'],
        profileVerificationStatus: PROFILE_VERIFICATION.pending,
      }),
      'a facility user': await createUser(t.ctx, { roles: ['facilities'] }),
    };
    const viewers: [string, TestUser | null][] = [
      ['a visitor', null],
      ...(await Promise.all(
        (Object.keys(VIEWERS) as Viewer[]).map(
          async (name) => [name, await VIEWERS[name]()] as [string, TestUser],
        ),
      )),
      ['the doctor themselves', shared.bookableDoctor],
    ];
    const rows = [];
    for (const [profileName, person] of Object.entries(profiles)) {
      for (const [viewerName, viewer] of viewers) {
        const read = await call('GET', `/user/profile/${person.user.id}`, viewer);
        expect(read.statusCode).toBe(200);
        const { abilities } = read.json<{ data: ViewedProfileDto }>().data;
        const res = await call('POST', '/appointment', viewer, {
          doctorId: person.user.id,
          startTime: Date.now() + 400 * 86_400_000,
        });
        const refused = res.statusCode === 401 || BOOKING_REFUSALS.includes(message(res) ?? '');
        rows.push({
          profile: profileName,
          viewer: viewerName,
          book: abilities.book,
          signInToBook: abilities.signInToBook,
          refused,
        });
      }
    }
    expect(rows.filter((row) => row.book === row.refused)).toEqual([]);
    expect(rows.filter((row) => row.book).map((row) => `${row.viewer} books ${row.profile}`)).toEqual([
      'patient books a verified doctor',
      'talradio administrator books a verified doctor',
    ]);
    // Only a visitor on a bookable doctor's profile is asked to sign in first.
    expect(rows.filter((row) => row.signInToBook).map((row) => `${row.viewer} on ${row.profile}`)).toEqual([
      'a visitor on a verified doctor',
    ]);
  });
});
