import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { acceptedType, claimsAgree, type AcceptedType, type UploadKind } from './file-types';
import { decodeWhole, normalizeImage } from './image-codec';
import { assertWholeImage } from './image-structure';
import { withExtension } from './names';
import { assertWholePdf } from './pdf';
import { receiveFile, type ReceivedFile } from './receive';
import type { UploadRules, VerifiedUpload } from './rules';
import { sniffFileType } from './sniff';
import { assertUtf8Text, sniffCsv } from './text';
import { UnreadableFileError } from './unreadable';

/**
 * Proves the file whole and answers what to store. An image taken as the image kind, and any SVG, is
 * stored re-encoded (normalizeImage); a picture in a document stays the original the patient
 * uploaded, once a full decode proved it whole.
 */
async function verifiedContent<K extends UploadKind>(
  file: ReceivedFile,
  type: AcceptedType<K>,
): Promise<VerifiedUpload<K>> {
  const { kind, ext, mime, verification } = type;
  const asSent = { kind, name: file.filename, bytes: file.bytes, ext, mime, fields: file.fields };
  if (verification === 'pdf') assertWholePdf(file.bytes);
  if (verification === 'text') assertUtf8Text(file.bytes);
  if (verification === 'raster') assertWholeImage(file.bytes, ext);
  // The casts pair `dimensions` with the kind, as VerifiedUpload does: TypeScript cannot narrow K.
  if (kind !== 'image' && verification !== 'svg') {
    if (verification === 'raster') await decodeWhole(file.bytes, ext);
    return { ...asSent, dimensions: null } as VerifiedUpload<K>;
  }
  const image = await normalizeImage(file.bytes, ext);
  return {
    ...asSent,
    name: withExtension(file.filename, image.ext),
    bytes: image.bytes,
    ext: image.ext,
    mime: image.mime,
    dimensions: kind === 'image' ? { width: image.width, height: image.height } : null,
  } as VerifiedUpload<K>;
}

/**
 * The one way an upload route takes a file: it receives the single file of the multipart request
 * (refusing a second one and anything over the route's size), finds its type from its bytes, checks
 * that its name and Content-Type say the same, and proves it whole: a raster image decoded entirely
 * within the pixel limit, with nothing after its end and no markup in it; an SVG rasterized; a PDF
 * with its header first and its end marker. Every refusal is a 4xx with the route's own message, on
 * the route's field, before anything is stored.
 */
export async function receiveUpload<K extends UploadKind>(
  request: FastifyRequest,
  rules: UploadRules<K>,
): Promise<VerifiedUpload<K>> {
  const { field, accepts, messages } = rules;
  const file = await receiveFile(request, rules);
  // Text has no magic number: a route that takes CSV takes bytes no binary type claims as CSV.
  const sniffed =
    (await sniffFileType(file.bytes)) ?? (accepts.includes('spreadsheet' as K) ? sniffCsv(file.bytes) : null);
  const type = sniffed && acceptedType(sniffed.ext, accepts);
  if (!type) throw AppError.field(field, messages.wrongType);
  if (!claimsAgree(type.ext, file.filename, file.mimetype))
    throw AppError.field(field, messages.nameMismatch);
  try {
    return await verifiedContent(file, type);
  } catch (err) {
    if (err instanceof UnreadableFileError) throw AppError.field(field, messages.unreadable);
    throw err;
  }
}
