import type { PrescriptionDto, PrescriptionSummaryDto } from '@carenet/shared';
import type { PrescriptionRow } from '../../platform/db/schema';

/** SPEC §3 Prescription on the wire. */
export function presentPrescription(row: PrescriptionRow): PrescriptionDto {
  return {
    _id: row.id,
    requestId: row.requestId,
    doctor: { ...row.doctor },
    patient: { ...row.patient, gender: row.patient.gender as PrescriptionDto['patient']['gender'] },
    medicines: row.medicines.map(({ name, quantity, usage }) => ({ name, quantity, usage })),
    createdBy: row.doctorId,
    patientId: row.patientId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSummary(row: PrescriptionRow & { requestTitle: string }): PrescriptionSummaryDto {
  return { ...presentPrescription(row), requestTitle: row.requestTitle };
}
