/** The uploader's file name with another extension: 'C:\\scans\\knee.bmp' stored as PNG is 'knee.png'. */
export function withExtension(fileName: string, ext: string, suffix = ''): string {
  const base =
    fileName
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.[^.]*$/, '')
      .trim() || 'file';
  return `${base}${suffix}.${ext}`;
}
