import {
  ACCEPTANCE_STATUS,
  PROFILE_VERIFICATION,
  REQUEST_STATUS,
  type RequestAbilities,
  type RequestDto,
} from '@carenet/shared';

let counter = 0;

/** What the API lets the viewer do with a request: nothing, unless the test says so. */
export function requestAbilities(overrides: Partial<RequestAbilities> = {}): RequestAbilities {
  return {
    manage: false,
    accept: false,
    decline: false,
    treat: false,
    report: false,
    assign: false,
    seeAssignments: false,
    readPatientRecord: false,
    readPrescriptions: false,
    prescribe: false,
    joinMeetings: false,
    createMeetLink: false,
    chat: false,
    apply: false,
    readApplications: false,
    donate: false,
    awaitingVerification: false,
    ...overrides,
  };
}

/**
 * An approved patient's request as the API sends it, to a viewer who may do nothing with it; override
 * what a test is about (its `abilities` with requestAbilities()).
 */
export function makeRequest(overrides: Partial<RequestDto> = {}): RequestDto {
  counter++;
  const id = `0190a6c4-1f7e-7b3c-9d2e-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    name: `request-${counter}`,
    title: `Request number ${counter}`,
    description: 'I need a review of my blood pressure treatment.',
    brief: null,
    request_type: 'talhospitals',
    creatorType: 'patient',
    status: REQUEST_STATUS.approved,
    acceptanceStatus: ACCEPTANCE_STATUS.pending,
    requestStatusByDoctor: null,
    assignedDoctors: [],
    orgId: null,
    user_info: {
      _id: 'u-patient',
      name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
      profile_image_url: null,
      profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted,
      roles: ['patient'],
    },
    uniqueReferenceId: `CNR-${String(counter).padStart(6, '0')}`,
    units: 'inr',
    isPrivate: false,
    flagReason: null,
    sourceOfCreation: 'talhospitals',
    region: 'IN',
    createdAt: '2025-03-05T09:30:00.000Z',
    updatedAt: '2025-03-05T09:30:00.000Z',
    isFavourite: false,
    abilities: requestAbilities(),
    ...overrides,
  };
}

/** The envelope of a request list page. */
export function listPage(data: RequestDto[], totalCountOfRecords: number) {
  return {
    status: 200,
    body: {
      status: 'success',
      statusCode: 200,
      message: 'Success',
      data,
      totalCountOfRecords,
      countSummary: {},
    },
  };
}

/** An approved fundraiser: a request that takes donations (a patient's consultation takes none). */
export function makeFundraiser(overrides: Partial<RequestDto> = {}): RequestDto {
  return makeRequest({ request_type: 'cash', ...overrides });
}
