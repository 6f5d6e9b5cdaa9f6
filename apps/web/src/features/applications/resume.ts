import { APPLICATION_MESSAGES, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@carenet/shared';
import { tm } from '../../lib/i18n';

/**
 * Why a picked resume cannot be sent, or null when it may be uploaded: the docs/files-and-uploads.md#accepted-types type and size
 * rules, checked here so nobody waits for an upload the server would refuse. The server still
 * decides the type from the file's bytes.
 */
export function resumeProblem(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension))
    return tm(APPLICATION_MESSAGES.resumeWrongType);
  if (file.size > RESUME_MAX_BYTES) return tm(APPLICATION_MESSAGES.resumeTooLarge);
  return null;
}
