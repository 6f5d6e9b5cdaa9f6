import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFDocument>;
type PdfOptions = ConstructorParameters<typeof PDFDocument>[0];

// DejaVu Sans embedded (subset) rather than the PDF standard fonts, which only know Western European
// letters: a medicine's µg or ≤, or a Greek or Cyrillic name, stays readable and searchable.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * A new document with the fonts 'regular' and 'bold', and its bytes once the caller has drawn it and
 * called `doc.end()`. pdfkit is loaded with the first PDF the server makes, not at start: it is the
 * heaviest module the server uses (half a second and 30 MB), and many servers never print.
 */
export async function openPdf(options: PdfOptions): Promise<{ doc: PdfDocument; bytes: Promise<Buffer> }> {
  const { default: PDFDocumentClass } = await import('pdfkit');
  const doc = new PDFDocumentClass(options);
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
