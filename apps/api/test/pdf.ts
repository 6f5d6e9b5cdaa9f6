import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text and where it sits, in points from the page's bottom-left corner. */
export interface PdfTextRun {
  str: string;
  x: number;
  /** The baseline. */
  y: number;
  width: number;
  /** How far the tallest letters reach above the baseline (the font's ascent at this size). */
  ascent: number;
}

export interface PdfPage {
  /** The page's size in points: [width, height]. */
  size: [number, number];
  /** The runs of text on the page, in reading order, as a PDF reader extracts them. */
  runs: PdfTextRun[];
  text: string[];
}

/** Opens a PDF the way a reader would and returns each page's size and extracted text. */
export async function readPdf(bytes: Buffer): Promise<{ pages: PdfPage[]; title: unknown }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                str: item.str,
                x: item.transform[4],
                y: item.transform[5],
                width: item.width,
                ascent: item.height * (content.styles[item.fontName]?.ascent ?? 1),
              },
            ]
          : [],
      );
      pages.push({ size: [x1 - x0, y1 - y0], runs, text: runs.map((run) => run.str) });
    }
    const { info } = await pdf.getMetadata();
    return { pages, title: (info as { Title?: unknown }).Title };
  } finally {
    await pdf.destroy();
  }
}
