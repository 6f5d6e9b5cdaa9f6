import type { ActivityCategories } from '../../platform/audit';

/** Domain events of prescriptions; reads and prints are events too (who saw whose prescription, when). */
export const PRESCRIPTION_EVENTS = {
  written: 'prescription.written',
  read: 'prescription.read',
  printed: 'prescription.printed',
} as const;

type PrescriptionFacts = { requestId: string; patientId: string };

declare module '../../platform/events' {
  interface EventMap {
    [PRESCRIPTION_EVENTS.written]: PrescriptionFacts;
    [PRESCRIPTION_EVENTS.read]: PrescriptionFacts;
    [PRESCRIPTION_EVENTS.printed]: PrescriptionFacts;
  }
}

export const prescriptionActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(PRESCRIPTION_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
