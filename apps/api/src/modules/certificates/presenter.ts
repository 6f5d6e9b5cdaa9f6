import {
  CERTIFICATE_VALIDITY,
  certificateVerifyPath,
  type CertificateDto,
  type CertificateKind,
  type CertificateVerificationDto,
} from '@carenet/shared';
import type { CertificateRow } from '../../platform/db/schema';

/** The absolute link anyone can open to check a certificate; printed on it. */
export const verifyUrl = (publicUrl: string, id: string) =>
  new URL(certificateVerifyPath(id), publicUrl).toString();

export const pdfPath = (id: string) => `/certificates/${encodeURIComponent(id)}/pdf`;

export function presentCertificate(row: CertificateRow, publicUrl: string): CertificateDto {
  return {
    _id: row.id,
    kind: row.kind as CertificateKind,
    recipientName: row.recipientName,
    title: row.title,
    issuer: row.issuer,
    achievedOn: row.achievedOn,
    issuedAt: row.issuedAt.toISOString(),
    revoked: row.revokedAt !== null,
    verifyUrl: verifyUrl(publicUrl, row.id),
    pdfUrl: pdfPath(row.id),
  };
}

/** What the public check shows: who, for what, when, by whom, and whether it still stands. */
export function presentVerification(row: CertificateRow): CertificateVerificationDto {
  return {
    _id: row.id,
    recipientName: row.recipientName,
    title: row.title,
    kind: row.kind as CertificateKind,
    achievedOn: row.achievedOn,
    issuer: row.issuer,
    status: row.revokedAt ? CERTIFICATE_VALIDITY.revoked : CERTIFICATE_VALIDITY.valid,
  };
}
