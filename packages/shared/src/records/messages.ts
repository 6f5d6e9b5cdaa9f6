import { RECORD_MAX_MB, RECORD_NAME_MAX, RECORD_NOTE_MAX } from './types';

/** Medical record and image text. SPEC's own strings (§5, §8) are spelled as SPEC has them; the rest are ours. */
export const RECORD_MESSAGES = {
  // docs/validation-and-limits.md#clinical Uploader
  fileRequired: 'Please select a file to upload',
  nameRequired: 'Please name the document.',
  // docs/files-and-uploads.md#accepted-types Image upload
  imagesRequired: 'Please select atleast one image.',
  // docs/api-contract.md#messages
  documentUploaded: 'Document is uploaded succesfully',
  documentUpdated: 'Document properties are updated successfully.',
  documentDeleted: 'The document is successfully deleted from the database',
  imageUploaded: 'Image is uploaded successfully',
  imageDeleted: 'The image is successfully deleted from the database.',
  canvasEmpty: 'Canvas is empty.',

  // Ours
  dateRequired: 'Please select the date of the document',
  dateInFuture: 'The date of the document cannot be in the future',
  nameTooLong: `The name can be at most ${RECORD_NAME_MAX} characters.`,
  noteTooLong: `The note can be at most ${RECORD_NOTE_MAX} characters.`,
  documentWrongType:
    'Please upload a PDF, a Word document (DOC or DOCX) or an image (JPEG, PNG, GIF, WebP, BMP or TIFF).',
  documentNameMismatch: 'The file’s content does not match its name. Please upload the original file.',
  documentTooLarge: `The document is larger than ${RECORD_MAX_MB} MB. Please upload a smaller file.`,
  documentUnreadable: 'This file could not be read. Please upload the original file.',
  imageWrongType: 'Please select JPEG, GIF, PNG, BMP, TIFF, SVG or WebP images.',
  imageNameMismatch: 'The image’s content does not match its name. Please upload the original image.',
  imageTooLarge: `The image is larger than ${RECORD_MAX_MB} MB. Please select a smaller image.`,
  imageUnreadable: 'This image could not be read. Please select another one.',
  notMultipart: 'Send the file as multipart/form-data.',
  documentNotFound: 'Document not found',
  imageNotFound: 'Image not found',
  onlyUploaderChanges: 'Only the person who uploaded it can change or delete it.',
  profileImageSet: 'Your profile image is updated.',
  uploadFailed: 'The upload did not finish. Please check your connection and try again.',
  openFailed: 'The file could not be opened. Please try again.',
} as const;

/** docs/api-contract.md#messages: 'Image is uploaded successfully' for one, 'N images are uploaded successfully' for more. */
export function imagesUploadedMessage(count: number): string {
  return count === 1 ? RECORD_MESSAGES.imageUploaded : `${count} images are uploaded successfully`;
}
