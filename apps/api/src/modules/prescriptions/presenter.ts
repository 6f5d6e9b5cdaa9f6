import type { PrescriptionDto, PrescriptionSummaryDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { PrescriptionRow } from '../../platform/db/schema';
import { printableBy } from './policy';

/** docs/api-contract.md#entities-and-field-names Prescription on the wire. */
export function presentPrescription(row: PrescriptionRow, canPrint: boolean): PrescriptionDto {
  return {
    _id: row.id,
    requestId: row.requestId,
    doctor: { ...row.doctor },
    patient: { ...row.patient, gender: row.patient.gender as PrescriptionDto['patient']['gender'] },
    medicines: row.medicines.map(({ name, quantity, usage }) => ({ name, quantity, usage })),
    createdBy: row.doctorId,
    patientId: row.patientId,
    createdAt: row.createdAt.toISOString(),
    abilities: { print: canPrint },
  };
}

export function presentSummary(
  row: PrescriptionRow & { requestTitle: string },
  canPrint: boolean,
): PrescriptionSummaryDto {
  return { ...presentPrescription(row, canPrint), requestTitle: row.requestTitle };
}

/** Prescriptions on the wire for this caller, each with whether they may print it. */
export async function presentPrescriptionsFor(
  ctx: AppContext,
  principal: Principal,
  rows: readonly PrescriptionRow[],
): Promise<PrescriptionDto[]> {
  const printable = await printableBy(ctx, principal, rows);
  return rows.map((row) => presentPrescription(row, printable(row)));
}

export async function presentSummariesFor(
  ctx: AppContext,
  principal: Principal,
  rows: readonly (PrescriptionRow & { requestTitle: string })[],
): Promise<PrescriptionSummaryDto[]> {
  const printable = await printableBy(ctx, principal, rows);
  return rows.map((row) => presentSummary(row, printable(row)));
}
