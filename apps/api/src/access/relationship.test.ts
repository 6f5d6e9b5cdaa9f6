import { describe, expect, it } from 'vitest';
import { careState, type CareLink, type CareRequest } from './relationship';

const DAY = 24 * 60 * 60 * 1000;
const clock = { now: new Date('2026-11-25T10:00:00Z'), graceMs: 30 * DAY };

const accepted: CareLink = {
  acceptance: 1,
  verified: true,
  acceptedAt: '2026-11-01T09:00:00.000Z',
  accessEndedAt: null,
};
const openRequest: CareRequest = {
  createdBy: 'patient-1',
  creatorType: 'patient',
  status: 1,
  requestStatusByDoctor: null,
  treatmentCompletedAt: null,
};

describe('careState (the relationship table of relationship.ts)', () => {
  it('is active for a verified doctor who accepted an open patient request', () => {
    expect(careState(accepted, openRequest, clock)).toEqual({ active: true, endsAt: null });
  });

  it('is not active while the doctor is unverified, only assigned, or declined', () => {
    expect(careState({ ...accepted, verified: false }, openRequest, clock)).toEqual({
      active: false,
      reason: 'not verified',
    });
    expect(careState({ ...accepted, acceptance: 0 }, openRequest, clock)).toEqual({
      active: false,
      reason: 'not accepted',
    });
    expect(careState({ ...accepted, acceptance: -1 }, openRequest, clock)).toEqual({
      active: false,
      reason: 'declined',
    });
  });

  it('ends when the patient ends the access', () => {
    const ended = { ...accepted, accessEndedAt: '2026-11-20T00:00:00.000Z' };
    expect(careState(ended, openRequest, clock)).toEqual({ active: false, reason: 'access ended' });
  });

  it('ends when the request is closed, but not when someone reports it as spam', () => {
    for (const status of [2, -1, -4, -5, -9]) {
      expect(careState(accepted, { ...openRequest, status }, clock)).toEqual({
        active: false,
        reason: 'request closed',
      });
    }
    expect(careState(accepted, { ...openRequest, status: -3 }, clock).active).toBe(true);
  });

  it('lasts the grace period after treatment is completed, to the millisecond', () => {
    const completedAt = new Date('2026-10-26T10:00:00Z');
    const completed = { ...openRequest, requestStatusByDoctor: '4', treatmentCompletedAt: completedAt };
    const justBefore = { ...clock, now: new Date(completedAt.getTime() + 30 * DAY - 1) };
    expect(careState(accepted, completed, justBefore)).toEqual({
      active: true,
      endsAt: new Date('2026-11-25T10:00:00Z'),
    });
    const atTheEnd = { ...clock, now: new Date(completedAt.getTime() + 30 * DAY) };
    expect(careState(accepted, completed, atTheEnd)).toEqual({
      active: false,
      reason: 'treatment completed',
    });
  });

  it('gives no relationship through a campaign (a doctor-created request)', () => {
    expect(careState(accepted, { ...openRequest, creatorType: 'doctor' }, clock).active).toBe(false);
  });
});
