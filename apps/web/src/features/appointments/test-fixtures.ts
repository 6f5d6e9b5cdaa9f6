import type { AppointmentDto } from '@carenet/shared';

const HOUR = 3_600_000;

/** What the API lets the viewer do with an appointment: nothing, unless the test says so. */
export function appointmentAbilities(
  overrides: Partial<AppointmentDto['abilities']> = {},
): AppointmentDto['abilities'] {
  return { reschedule: false, cancel: false, ...overrides };
}

/** What its patient and its doctor may do while it is ahead. */
export const PARTY_ABILITIES = appointmentAbilities({ reschedule: true, cancel: true });

/**
 * A booked appointment between the patient Priya Sharma and Dr Arjun Rao, a day ahead, to a viewer who
 * may not change it; a test about its patient or doctor gives it PARTY_ABILITIES.
 */
export function makeAppointment(overrides: Partial<AppointmentDto> = {}): AppointmentDto {
  const start = Math.ceil((Date.now() + 24 * HOUR) / (30 * 60_000)) * 30 * 60_000;
  return {
    _id: 'a-1',
    appointmentFromUserId: 'u-patient',
    appointmentToUserId: 'u-doctor',
    createdBy: 'u-patient',
    patient: {
      _id: 'u-patient',
      name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
      fullName: 'Priya Sharma',
      profile_image_url: null,
    },
    doctor: {
      _id: 'u-doctor',
      name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
      fullName: 'Arjun Rao',
      profile_image_url: null,
    },
    startTime: start,
    endTime: start + HOUR / 2,
    timeZone: 'Asia/Kolkata',
    status: 'booked',
    note: 'Chest pain when climbing stairs',
    requestId: null,
    meetLink: 'https://meet.jit.si/CareNet-abc123',
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    abilities: appointmentAbilities(),
    ...overrides,
  };
}
