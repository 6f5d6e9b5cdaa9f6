import type { GENDERS } from '../schemas/common';
import type { Medicine } from './schemas';

/** docs/api-contract.md#entities-and-field-names Prescription as the API sends it; the doctor block is a copy made when it was written. */
export interface PrescriptionDto {
  _id: string;
  requestId: string;
  doctor: { name: string; specialization: string; email: string; hospitalName: string };
  patient: { fullName: string; age: number; gender: (typeof GENDERS)[number] };
  medicines: Medicine[];
  /** The doctor who wrote it (null once their account is gone; the copy above stays). */
  createdBy: string | null;
  /** The request's patient. */
  patientId: string;
  createdAt: string;
  /** What the caller may do with it, decided by the API. */
  abilities: { print: boolean };
}

/** A prescription in a list of one's own (/doctorpresciption), with the request it was written for. */
export interface PrescriptionSummaryDto extends PrescriptionDto {
  requestTitle: string;
}
