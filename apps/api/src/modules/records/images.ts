import { buffer } from 'node:stream/consumers';
import { IMAGE_VARIANT, RECORD_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UploadedImageRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { assertAcceptableImage } from '../../platform/moderation';
import {
  UnreadableFileError,
  withExtension,
  type EncodedImage,
  type VerifiedUpload,
} from '../../platform/uploads';
import { assertCanReachPatient } from '../care-team';
import { RECORD_EVENTS } from './events';
import { IMAGE_FILE_PURPOSE, PROFILE_IMAGE_PURPOSE } from './file-purposes';
import { profilePicture, resizedVariant } from './image-processing';
import { assertCanChange } from './policy';
import { fileUrl } from './presenter';
import {
  clearProfileImageUrl,
  fileKeysOf,
  findImage,
  insertImage,
  profileImageIdOf,
  replaceProfileImageUrl,
  selectImagesOf,
} from './repository';
import { recordPatientAccess, recordPatientChange } from '../patients';

async function encoded(work: Promise<EncodedImage>): Promise<EncodedImage> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof UnreadableFileError) throw AppError.field('file', RECORD_MESSAGES.imageUnreadable);
    throw err;
  }
}

/** An image the caller may see; a 404 for anyone else, as for one that does not exist. */
async function readableImage(ctx: AppContext, principal: Principal, id: string): Promise<UploadedImageRow> {
  const image = await findImage(ctx.db, id);
  if (!image) throw AppError.notFound(RECORD_MESSAGES.imageNotFound);
  await assertCanReachPatient(ctx, principal, image.userId).catch(() => {
    throw AppError.notFound(RECORD_MESSAGES.imageNotFound);
  });
  return image;
}

/**
 * POST /images: one image into the caller's records, as the upload pipeline stored it normalized (an
 * SVG only as its pixels), beside its _776x435 variant.
 */
export async function uploadImage(
  ctx: AppContext,
  principal: Principal,
  image: VerifiedUpload<'image'>,
  ip?: string,
): Promise<UploadedImageRow> {
  const variant = await encoded(resizedVariant(image.bytes));

  const original = await ctx.files.save({
    ownerId: principal.userId,
    purpose: IMAGE_FILE_PURPOSE,
    name: image.name,
    ext: image.ext,
    contentType: image.mime,
    bytes: image.bytes,
  });
  const saved: string[] = [original.key];
  try {
    const resized = await ctx.files.save({
      ownerId: principal.userId,
      purpose: IMAGE_FILE_PURPOSE,
      name: withExtension(image.name, variant.ext, IMAGE_VARIANT.suffix),
      ext: variant.ext,
      contentType: variant.mime,
      bytes: variant.bytes,
      variantOf: { key: original.key, suffix: IMAGE_VARIANT.suffix },
    });
    saved.push(resized.key);
    return await ctx.events.transaction(async (tx, emit) => {
      const row = await insertImage(tx, {
        userId: principal.userId,
        fileKey: original.key,
        resizedKey: resized.key,
        name: original.name,
        width: image.dimensions.width,
        height: image.dimensions.height,
      });
      await recordPatientChange(emit, RECORD_EVENTS.imageUploaded, principal, principal.userId, ip, {
        imageId: row.id,
      });
      return row;
    });
  } catch (err) {
    await ctx.files.remove(...saved);
    throw err;
  }
}

/** GET /images?userId: a user's images (one's own without userId), and which one is their profile picture. */
export async function listImages(
  ctx: AppContext,
  principal: Principal,
  userId: string | undefined,
  ip?: string,
): Promise<{ images: UploadedImageRow[]; profileImageId: string | null }> {
  const ownerId = userId ?? principal.userId;
  await assertCanReachPatient(ctx, principal, ownerId);
  const [images, profileImageId] = await Promise.all([
    selectImagesOf(ctx.db, ownerId),
    profileImageIdOf(ctx.db, ownerId, PROFILE_IMAGE_PURPOSE),
  ]);
  await recordPatientAccess(ctx, RECORD_EVENTS.imagesRead, principal, ownerId, ip, { count: images.length });
  return { images, profileImageId };
}

/**
 * DELETE /images/{id}: the image, its variant and any profile picture made from it (the profile
 * then shows none), by the one who uploaded it.
 */
export async function deleteImage(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const image = await readableImage(ctx, principal, id);
  assertCanChange(principal, image.userId);
  const copies = await fileKeysOf(ctx.db, image.userId, PROFILE_IMAGE_PURPOSE, image.id);
  const keys = [image.fileKey, image.resizedKey, ...copies];
  await ctx.events.transaction(async (tx, emit) => {
    await clearProfileImageUrl(tx, image.userId, copies.map(fileUrl));
    await ctx.files.forget(keys, tx);
    await recordPatientChange(emit, RECORD_EVENTS.imageDeleted, principal, image.userId, ip, {
      imageId: image.id,
    });
  });
  await ctx.files.discardBytes(keys);
}

/**
 * PUT /images/{id}/profile: the image becomes the user's profile picture. Records are private and a
 * profile picture is public, so what is published is a copy (at most 512 px, no metadata); the
 * previous picture's copy is deleted.
 */
export async function setProfileImage(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<UserRow> {
  const image = await readableImage(ctx, principal, id);
  assertCanChange(principal, image.userId);
  const stored = await ctx.storage.get(image.fileKey);
  if (!stored) throw AppError.notFound(RECORD_MESSAGES.imageNotFound);
  const picture = await encoded(profilePicture(await buffer(stored)));
  // Records stay private whatever they show (a rash, a wound); what is published is checked first.
  await assertAcceptableImage(ctx.moderation, picture.bytes, picture.mime);
  const file = await ctx.files.save({
    ownerId: image.userId,
    purpose: PROFILE_IMAGE_PURPOSE,
    name: withExtension(image.name, picture.ext, '_profile'),
    ext: picture.ext,
    contentType: picture.mime,
    bytes: picture.bytes,
  });
  const replaced = await ctx.events.transaction(async (tx, emit) => {
    await ctx.files.attach(
      file.key,
      { ownerId: image.userId, purpose: PROFILE_IMAGE_PURPOSE, subjectId: image.id },
      tx,
    );
    const set = await replaceProfileImageUrl(tx, image.userId, fileUrl(file.key));
    if (!set) throw AppError.notFound();
    await recordPatientChange(emit, RECORD_EVENTS.profileImageSet, principal, image.userId, ip, {
      imageId: image.id,
    });
    return set;
  });
  const previous = replaced.previousUrl?.startsWith('/files/')
    ? await ctx.files.find(replaced.previousUrl.slice('/files/'.length))
    : null;
  if (previous?.purpose === PROFILE_IMAGE_PURPOSE && previous.ownerId === image.userId) {
    await ctx.files.remove(previous.key);
  }
  return replaced.user;
}
