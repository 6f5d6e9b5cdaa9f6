import type { AppContext } from '../../platform/context';
import { recordPatientAccess } from '../patients';
import type { FileOpenListener, FileReadPolicy } from '../../platform/storage/files';
import { isCaringFor } from '../care-team';
import { RECORD_EVENTS } from './events';

/** The `files` purposes of this module: a document, an image (and its variant), a profile picture. */
export const RECORD_FILE_PURPOSE = 'medical-record';
export const IMAGE_FILE_PURPOSE = 'record-image';
export const PROFILE_IMAGE_PURPOSE = 'profile-image';

/**
 * Who reads the bytes: a document or image is its owner's (the patient), so besides them and
 * administrators (whom FileService always lets in) only the doctors caring for them now may, as with
 * the rest of their health data (care-team module). Anyone else gets GET /files' 404. Each opening by
 * someone other than the owner is logged. A profile picture is public: its owner chose to show it.
 */
export function defineRecordFilePolicies(ctx: AppContext): void {
  const treatsOwner: FileReadPolicy = (principal, file) => isCaringFor(ctx, principal, file.ownerId);
  const logOpening =
    (type: typeof RECORD_EVENTS.documentOpened | typeof RECORD_EVENTS.imageOpened): FileOpenListener =>
    async (principal, file) => {
      if (!principal || principal.userId === file.ownerId) return;
      await recordPatientAccess(ctx, type, principal, file.ownerId, undefined, { fileKey: file.key });
    };
  ctx.files.definePolicy(RECORD_FILE_PURPOSE, treatsOwner, logOpening(RECORD_EVENTS.documentOpened));
  ctx.files.definePolicy(IMAGE_FILE_PURPOSE, treatsOwner, logOpening(RECORD_EVENTS.imageOpened));
  ctx.files.definePublicPurpose(PROFILE_IMAGE_PURPOSE);
}
