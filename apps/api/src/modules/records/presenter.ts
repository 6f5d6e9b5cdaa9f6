import type { MedicalRecordDto, UploadedImageDto } from '@carenet/shared';
import type { UploadedImageRow } from '../../platform/db/schema';
import type { MedicalRecordView } from './repository';

/** Where GET /files serves a stored file. */
export const fileUrl = (key: string) => `/files/${key}`;

/** Pictures a browser shows in place (GET /files serves them inline): a document's preview. */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** docs/files-and-uploads.md#accepted-types Document. */
export function presentMedicalRecord({ record, file }: MedicalRecordView): MedicalRecordDto {
  const url = fileUrl(record.fileKey);
  return {
    _id: record.id,
    userId: record.userId,
    url,
    name: file.name,
    userGivenName: record.userGivenName,
    note: record.note,
    date: record.date,
    uploadedBy: record.uploadedBy,
    preview: PREVIEWABLE.has(file.contentType) ? url : null,
    contentType: file.contentType,
    size: file.size,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** docs/files-and-uploads.md#accepted-types Uploaded image, with its docs/files-and-uploads.md#image-variants variant. */
export function presentImage(row: UploadedImageRow, profileImageId: string | null): UploadedImageDto {
  return {
    _id: row.id,
    userId: row.userId,
    url: fileUrl(row.fileKey),
    name: row.name,
    resizedUrl: fileUrl(row.resizedKey),
    width: row.width,
    height: row.height,
    isProfileImage: row.id === profileImageId,
    createdAt: row.createdAt.toISOString(),
  };
}
