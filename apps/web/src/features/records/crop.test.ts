import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_MESSAGES } from '@carenet/shared';
import { cropToPng, croppedName, initialCrop, pixelArea } from './crop';

afterEach(() => vi.restoreAllMocks());

/** An image as loaded: jsdom decodes none, so its natural size is given. */
function imageOf(naturalWidth: number, naturalHeight: number): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperties(image, {
    naturalWidth: { value: naturalWidth },
    naturalHeight: { value: naturalHeight },
  });
  return image;
}

describe('the crop (docs/files-and-uploads.md#image-variants)', () => {
  it('starts at 90 % of the width and height, 5 % in from the top and the left', () => {
    expect(initialCrop()).toEqual({ unit: '%', x: 5, y: 5, width: 90, height: 90 });
  });

  it("is measured in the image's own pixels and never leaves the image", () => {
    expect(pixelArea(initialCrop(), 1000, 800)).toEqual({ x: 50, y: 40, width: 900, height: 720 });
    expect(pixelArea({ unit: '%', x: 50, y: 50, width: 60, height: 60 }, 333, 101)).toEqual({
      x: 167,
      y: 51,
      width: 166,
      height: 50,
    });
  });

  it('names the cropped image as a PNG', () => {
    expect(croppedName('knee.jpeg')).toBe('knee.png');
    expect(croppedName('scan.final.bmp')).toBe('scan.final.png');
  });

  it('draws the cropped part at full resolution and gives it as a PNG file', async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    const image = imageOf(1000, 800);
    const file = await cropToPng(image, initialCrop(), 'knee.jpg');
    expect(drawImage).toHaveBeenCalledWith(image, 50, 40, 900, 720, 0, 0, 900, 720);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(file).toMatchObject({ name: 'knee.png', type: 'image/png' });
  });

  it("logs 'Canvas is empty.' and gives no image when nothing is inside the crop", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      cropToPng(imageOf(1000, 800), { unit: '%', x: 5, y: 5, width: 0, height: 0 }, 'a.png'),
    ).rejects.toThrow(RECORD_MESSAGES.canvasEmpty);
    expect(logged).toHaveBeenCalledWith('Canvas is empty.');
  });
});
