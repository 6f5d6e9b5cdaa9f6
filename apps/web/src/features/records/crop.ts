import type { PercentCrop } from 'react-image-crop';
import { RECORD_MESSAGES } from '@carenet/shared';

/** docs/files-and-uploads.md#image-variants: the crop starts at 90 % of the width and height, 5 % in from the top and the left. */
export function initialCrop(): PercentCrop {
  return { unit: '%', x: 5, y: 5, width: 90, height: 90 };
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A percent crop in the image's own pixels, whole pixels, never outside the image. */
export function pixelArea(crop: PercentCrop, naturalWidth: number, naturalHeight: number): PixelArea {
  const x = Math.max(0, Math.round((crop.x / 100) * naturalWidth));
  const y = Math.max(0, Math.round((crop.y / 100) * naturalHeight));
  return {
    x,
    y,
    width: Math.min(naturalWidth - x, Math.round((crop.width / 100) * naturalWidth)),
    height: Math.min(naturalHeight - y, Math.round((crop.height / 100) * naturalHeight)),
  };
}

/** The cropped image's file name: the picked one's, as a PNG. */
export function croppedName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '') || 'image'}.png`;
}

/**
 * docs/files-and-uploads.md#image-variants: the cropped part of the image, at the image's own resolution, as a PNG. An empty crop
 * draws nothing; like the product's cropper it logs 'Canvas is empty.' (docs/api-contract.md#messages) and gives no image.
 */
export function cropToPng(image: HTMLImageElement, crop: PercentCrop, fileName: string): Promise<File> {
  const area = pixelArea(crop, image.naturalWidth, image.naturalHeight);
  return new Promise((resolve, reject) => {
    const done = (blob: Blob | null) => {
      if (!blob) {
        console.error(RECORD_MESSAGES.canvasEmpty);
        reject(new Error(RECORD_MESSAGES.canvasEmpty));
        return;
      }
      resolve(new File([blob], croppedName(fileName), { type: 'image/png' }));
    };
    if (area.width < 1 || area.height < 1) return done(null);
    const canvas = document.createElement('canvas');
    canvas.width = area.width;
    canvas.height = area.height;
    const context = canvas.getContext('2d');
    if (!context) return done(null);
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
    canvas.toBlob(done, 'image/png');
  });
}
