import type { ActivityCategory } from '../../platform/audit';

/** Domain events of prescriptions; reads and prints are events too (who saw whose prescription, when). */
export const PRESCRIPTION_EVENTS = {
  written: 'prescription.written',
  read: 'prescription.read',
  printed: 'prescription.printed',
} as const;

export const prescriptionActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(PRESCRIPTION_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
