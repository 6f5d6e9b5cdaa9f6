import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_STATUS_LABELS,
  REPORT_REASONS,
  REQUEST_MESSAGES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  TREATMENT_STATUS_LABELS,
  careProgressStatus,
  createRequestSchema,
  requestListQuerySchema,
  requestStatusInfo,
  updateRequestSchema,
} from '..';

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('request status table (docs/request-states.md#statuses)', () => {
  it('has every code with its SPEC label, keyed by the code as a string', () => {
    expect(
      Object.fromEntries(Object.entries(REQUEST_STATUSES).map(([key, info]) => [key, info.label])),
    ).toEqual({
      '0': 'Pending Approval',
      '1': 'Approved',
      '2': 'Fulfilled',
      '3': 'Pending from Org Admin',
      '4': 'Doctor Assigned',
      '5': 'Doctor Accepted',
      '6': 'Treatment in Progress',
      '7': 'Treatment Completed',
      '-1': 'Rejected',
      '-2': 'Incomplete',
      '-3': 'Spam',
      '-4': 'Expired',
      '-5': 'Deactivated',
      '-6': 'On Hold',
      '-7': 'Rejected by Org Admin',
      '-9': 'Deleted',
      '-10': 'Doctor Rejected',
    });
    expect(requestStatusInfo(0)?.shortLabel).toBe('Pending from Admin');
    expect(requestStatusInfo(-3)?.shortLabel).toBe('Spam');
    expect(requestStatusInfo(8)).toBeUndefined();
  });

  it.each(Object.values(REQUEST_STATUSES))('colours "$label" readably (WCAG AA, 4.5:1)', (info) => {
    expect(contrast(info.background, info.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('labels acceptance and treatment codes', () => {
    expect(ACCEPTANCE_STATUS_LABELS).toEqual({ '0': 'Pending', '1': 'Accepted', '-1': 'Rejected' });
    expect(TREATMENT_STATUS_LABELS).toEqual({ '3': 'Treatment in Progress', '4': 'Treatment Completed' });
  });
});

describe('SPEC product text', () => {
  it('spells the report reasons exactly as docs/request-states.md#reporting, typos included', () => {
    expect(REPORT_REASONS).toEqual([
      'Nudity or sexaul activity',
      'Hate speech or symbols',
      'Violence or dangerous information',
      'Scam or fraud',
      'False information',
      'Bullying or harassment',
      'Intellectul property violation',
      'Unauthorised Content',
      'Phishing or Malware',
      'I just dont like it',
    ]);
  });

  it('keeps the SPEC messages', () => {
    expect(REQUEST_MESSAGES).toMatchObject({
      requestUpdated: 'Request updated successfully',
      updateFailed: 'Failed toupdate the request',
      reportThanks:
        'Thanks for letting us know. Your feedback is important in helping us keep the community safe.',
      emptyRequestList: 'Your request list is empty! Click create request to make a request.',
      noRequestsFound: 'No Donation Requests found.',
    });
  });

  it('has the request types of docs/request-states.md#request-types and §9', () => {
    for (const type of [
      'cash',
      'plasma',
      'career',
      'help',
      'talhospitals',
      'internship',
      'volunteering',
      'podcast',
    ]) {
      expect(REQUEST_TYPES).toContain(type);
    }
    expect(REQUEST_TYPES).toEqual(expect.arrayContaining(['boardMember', 'homeworkHelp']));
  });
});

describe('createRequestSchema and updateRequestSchema', () => {
  it('fills the defaults and normalises codes', () => {
    expect(
      createRequestSchema.parse({ title: ' T ', description: 'D', units: 'USD', region: 'in', orgId: '' }),
    ).toEqual({
      title: 'T',
      description: 'D',
      request_type: 'talhospitals',
      units: 'usd',
      isPrivate: false,
      orgId: null,
      region: 'IN',
      sourceOfCreation: 'talhospitals',
    });
  });

  it('says what is missing', () => {
    const result = createRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      REQUEST_MESSAGES.titleRequired,
      REQUEST_MESSAGES.descriptionRequired,
    ]);
  });

  it('takes numbers or numeric strings for the codes', () => {
    expect(
      updateRequestSchema.parse({ status: '-3', acceptanceStatus: '1', requestStatusByDoctor: 3 }),
    ).toEqual({
      status: -3,
      acceptanceStatus: 1,
      requestStatusByDoctor: '3',
    });
    expect(updateRequestSchema.safeParse({ status: 42 }).error?.issues[0]?.message).toBe(
      REQUEST_MESSAGES.invalidStatus,
    );
  });
});

describe('requestListQuerySchema', () => {
  it('pages 15 at a time, newest first', () => {
    expect(requestListQuerySchema.parse({})).toEqual({
      limit: 15,
      offset: 0,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('reads every parameter of docs/api-contract.md', () => {
    const id = '0190a6c4-1f7e-7b3c-9d2e-3f4a5b6c7d8e';
    expect(
      requestListQuerySchema.parse({
        limit: '5',
        offset: '10',
        sortBy: 'updatedAt',
        sortOrder: '1',
        status: '1, 2,-4',
        region: 'in',
        keyword: ' knee ',
        user_id: id,
        orgId: id,
        doctorId: id,
        requestType: 'cash,plasma',
        sourceOfCreation: 'talhospitals',
        creatorType: 'patient',
        creatorPerson: 'Asha',
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        isDownload: 'false',
        my_search: 'true',
        fav_search: 'false',
        isPrivate: 'true',
        filters: '{"request_type":"talhospitals","creatorType":"patient"}',
      }),
    ).toEqual({
      limit: 5,
      offset: 10,
      sortBy: 'updatedAt',
      sortOrder: 'asc',
      status: [1, 2, -4],
      region: 'IN',
      keyword: 'knee',
      user_id: id,
      orgId: id,
      doctorId: id,
      requestType: ['cash', 'plasma'],
      sourceOfCreation: 'talhospitals',
      creatorType: ['patient'],
      creatorPerson: 'Asha',
      startDate: '2024-01-01',
      endDate: '2024-02-01',
      isDownload: false,
      my_search: true,
      fav_search: false,
      isPrivate: true,
      filters: { request_type: ['talhospitals'], creatorType: ['patient'] },
    });
  });

  it('caps the page size at 100', () => {
    expect(requestListQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(requestListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('careProgressStatus', () => {
  const waiting = { acceptanceStatus: 0 };
  it('follows a request from assignment to completed treatment', () => {
    const base = { acceptanceStatus: 0, requestStatusByDoctor: null, assignedDoctors: [] };
    expect(careProgressStatus(base)).toBeNull();
    expect(careProgressStatus({ ...base, assignedDoctors: [waiting] })).toBe(4);
    expect(careProgressStatus({ ...base, acceptanceStatus: 1 })).toBe(5);
    expect(careProgressStatus({ ...base, acceptanceStatus: 1, requestStatusByDoctor: '3' })).toBe(6);
    expect(careProgressStatus({ ...base, acceptanceStatus: 1, requestStatusByDoctor: '4' })).toBe(7);
    expect(requestStatusInfo(7)?.label).toBe('Treatment Completed');
  });

  it('says nothing for a rejected request, even with doctors on it', () => {
    expect(
      careProgressStatus({ acceptanceStatus: -1, requestStatusByDoctor: null, assignedDoctors: [waiting] }),
    ).toBeNull();
  });
});
