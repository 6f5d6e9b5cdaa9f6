import type { RequestDto } from '@carenet/shared';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../app/test-utils';
import { readsPatientRecord } from './rules';

const request = {
  creatorType: 'patient',
  user_info: { _id: 'patient-1' },
  assignedDoctors: [
    { _id: 'doctor-accepted', acceptanceStatus: 1 },
    { _id: 'doctor-assigned', acceptanceStatus: 0 },
    { _id: 'doctor-declined', acceptanceStatus: -1 },
  ],
} as unknown as RequestDto;

describe('who sees the patient record beside a request', () => {
  it('shows it to the patient, the doctors on it who did not decline, and administrators', () => {
    expect(readsPatientRecord(makeUser(['patient'], { _id: 'patient-1' }), request)).toBe(true);
    expect(readsPatientRecord(makeUser(['doctor'], { _id: 'doctor-accepted' }), request)).toBe(true);
    expect(readsPatientRecord(makeUser(['doctor'], { _id: 'doctor-assigned' }), request)).toBe(true);
    expect(readsPatientRecord(makeUser(['admin'], { _id: 'admin-1' }), request)).toBe(true);
  });

  it('hides it from a doctor who declined, other members, visitors, and on a campaign', () => {
    expect(readsPatientRecord(makeUser(['doctor'], { _id: 'doctor-declined' }), request)).toBe(false);
    expect(readsPatientRecord(makeUser(['doctor'], { _id: 'doctor-other' }), request)).toBe(false);
    expect(readsPatientRecord(makeUser(['patient'], { _id: 'patient-2' }), request)).toBe(false);
    expect(readsPatientRecord(null, request)).toBe(false);
    const campaign = { ...request, creatorType: 'doctor' } as RequestDto;
    expect(readsPatientRecord(makeUser(['admin'], { _id: 'admin-1' }), campaign)).toBe(false);
  });
});
