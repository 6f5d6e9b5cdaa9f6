import * as bmp from 'bmp-ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  gifJavaScriptPolyglot,
  plainPng,
  pngSignatureThenHtml,
  pngThenHtml,
  pngWithHtmlText,
  truncatedPng,
} from '../../../test/images';
import { assertWholeImage } from './image-structure';
import { UnreadableFileError } from './unreadable';

/** A noisy picture, so that its compressed data is as varied as a photo's. */
const canvas = () =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

function bmpImage(): Buffer {
  const pixels = Buffer.alloc(8 * 6 * 4, 0x80);
  return bmp.encode({ data: pixels, bitPP: 24, width: 8, height: 6 }).data;
}

const whole = (bytes: Buffer, ext: string) => () => assertWholeImage(bytes, ext);
const TRAILER = Buffer.from('trailing bytes');

describe('assertWholeImage', () => {
  it('takes whole pictures of every format', async () => {
    const images: [string, Buffer][] = [
      ['png', await plainPng()],
      ['jpg', await canvas().jpeg().toBuffer()],
      ['jpg', await canvas().jpeg({ progressive: true }).toBuffer()],
      ['gif', await canvas().gif().toBuffer()],
      ['webp', await canvas().webp().toBuffer()],
      ['bmp', bmpImage()],
      ['tif', await canvas().tiff().toBuffer()],
    ];
    for (const [ext, bytes] of images) expect(whole(bytes, ext), ext).not.toThrow();
  });

  it('takes a JPEG followed by the other pictures of a multi-picture file', async () => {
    const photo = await canvas().jpeg().toBuffer();
    const preview = await canvas().resize(16, 12).jpeg().toBuffer();
    expect(whole(Buffer.concat([photo, preview]), 'jpg')).not.toThrow();
  });

  it('refuses a picture with data after its end', async () => {
    const images: [string, Buffer][] = [
      ['png', await plainPng()],
      ['jpg', await canvas().jpeg().toBuffer()],
      ['gif', await canvas().gif().toBuffer()],
      ['webp', await canvas().webp().toBuffer()],
      ['bmp', bmpImage()],
    ];
    for (const [ext, bytes] of images) {
      expect(whole(Buffer.concat([bytes, TRAILER]), ext), ext).toThrow(UnreadableFileError);
    }
    expect(whole(await pngThenHtml(), 'png')).toThrow(UnreadableFileError);
    expect(whole(await gifJavaScriptPolyglot(), 'gif')).toThrow(UnreadableFileError);
  });

  it('refuses a picture cut short', async () => {
    const images: [string, Buffer][] = [
      ['png', await plainPng()],
      ['jpg', await canvas().jpeg().toBuffer()],
      ['gif', await canvas().gif().toBuffer()],
      ['webp', await canvas().webp().toBuffer()],
      ['bmp', bmpImage()],
    ];
    for (const [ext, bytes] of images) {
      expect(whole(bytes.subarray(0, bytes.length - 3), ext), ext).toThrow(UnreadableFileError);
    }
    expect(whole(await truncatedPng(), 'png')).toThrow(UnreadableFileError);
    expect(whole(pngSignatureThenHtml(), 'png')).toThrow(UnreadableFileError);
  });

  it('refuses markup hidden inside a picture, where no end check can see it', async () => {
    expect(whole(await pngWithHtmlText(), 'png')).toThrow(UnreadableFileError);
    const tagged = await canvas()
      .jpeg()
      .withExif({ IFD0: { ImageDescription: '<iframe src="https://evil.example">' } })
      .toBuffer();
    expect(whole(tagged, 'jpg')).toThrow(UnreadableFileError);
    // A TIFF's directories may sit anywhere, so it has no end to check: markup in it is still found.
    const tiff = await canvas().tiff().toBuffer();
    expect(whole(Buffer.concat([tiff, Buffer.from('<script>alert(1)</script>')]), 'tif')).toThrow(
      UnreadableFileError,
    );
    const described = await canvas()
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'Knee, left side, 3 days after the fall' } })
      .toBuffer();
    expect(whole(described, 'jpg')).not.toThrow();
  });
});
