import type { ConsentScope, PatientConsentDto, PatientRegistrationDto } from '@carenet/shared';
import type { PatientConsentRow, PatientRegistrationRow } from '../../platform/db/schema';

export function presentRegistration(row: PatientRegistrationRow): PatientRegistrationDto {
  return {
    _id: row.id,
    userId: row.userId,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as PatientRegistrationDto['gender'],
    bloodGroup: row.bloodGroup as PatientRegistrationDto['bloodGroup'],
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    address: { ...row.address },
    emergencyContact: row.emergencyContact,
    medicalHistory: row.medicalHistory,
    allergies: row.allergies,
    currentMedication: row.currentMedication,
    insuranceProvider: row.insuranceProvider,
    insuranceNumber: row.insuranceNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentConsent(row: PatientConsentRow): PatientConsentDto {
  return {
    _id: row.id,
    userId: row.userId,
    scope: row.scope as ConsentScope,
    requestId: row.requestId,
    statement: row.statement,
    grantedAt: row.grantedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
