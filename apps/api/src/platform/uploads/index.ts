export { receiveUpload } from './pipeline';
export { registerUploads } from './receive';
export type { UploadMessages, UploadRules, VerifiedUpload } from './rules';
export type { UploadKind } from './file-types';
export { acceptedType, claimsAgree } from './file-types';
export { sniffFileType } from './sniff';
export { encodeImage, type EncodedImage } from './image-codec';
export { withExtension } from './names';
export { UnreadableFileError } from './unreadable';
