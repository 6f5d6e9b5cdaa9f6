import type { ActivityCategories } from '../../platform/audit';

/**
 * Domain events of medical records and their images. Reads are events too (who saw whose health
 * data): a list read by anyone, the bytes of a file opened by anyone but their owner.
 */
export const RECORD_EVENTS = {
  documentUploaded: 'medicalRecord.uploaded',
  documentUpdated: 'medicalRecord.updated',
  documentDeleted: 'medicalRecord.deleted',
  documentsRead: 'medicalRecord.read',
  documentOpened: 'medicalRecord.opened',
  imageUploaded: 'recordImage.uploaded',
  imageDeleted: 'recordImage.deleted',
  imagesRead: 'recordImage.read',
  imageOpened: 'recordImage.opened',
  /** An image was copied out of the records to be the user's public profile picture. */
  profileImageSet: 'recordImage.madeProfileImage',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [RECORD_EVENTS.documentUploaded]: { recordId: string };
    [RECORD_EVENTS.documentUpdated]: { recordId: string };
    [RECORD_EVENTS.documentDeleted]: { recordId: string };
    [RECORD_EVENTS.documentsRead]: { count: number };
    [RECORD_EVENTS.documentOpened]: { fileKey: string };
    [RECORD_EVENTS.imageUploaded]: { imageId: string };
    [RECORD_EVENTS.imageDeleted]: { imageId: string };
    [RECORD_EVENTS.imagesRead]: { count: number };
    [RECORD_EVENTS.imageOpened]: { fileKey: string };
    [RECORD_EVENTS.profileImageSet]: { imageId: string };
  }
}

export const recordActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(RECORD_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
