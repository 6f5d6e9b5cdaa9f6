import { GENDER_LABELS, formatAge, type PrescriptionDto } from '@carenet/shared';
import { openPdf, type PdfDocument as Doc } from '../../platform/pdf';

/** docs/validation-and-limits.md: A4 portrait with a 10 mm margin. */
const MM = 72 / 25.4;
const MARGIN = 10 * MM;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;

const INK = '#1f2933';
const MUTED = '#5f6b76';
const ACCENT = '#007b75';
const RULE = '#d5dde3';
const HEADER_FILL = '#e6f7f6';

const CELL_PADDING = 5;
/** The medicines table: number, name, quantity, usage (the usage gets what is left). */
const COLUMNS = (() => {
  const widths = [26, 190, 110];
  const usage = CONTENT_WIDTH - widths.reduce((sum, w) => sum + w, 0);
  let x = MARGIN;
  return [...widths, usage].map((width, index) => {
    const column = { x, width, title: ['#', 'Medicine', 'Quantity', 'Usage'][index] };
    x += width;
    return column;
  });
})();

/** docs/screens-and-flows.md#formats date formats, DD-MMM-YYYY and hh:mm A, as the day is in the reader's time zone. */
function dateParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('day')}-${part('month')}-${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}

function label(doc: Doc, text: string, x: number, y: number, width: number): number {
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  return doc.y + 2;
}

function lines(doc: Doc, entries: { text: string; bold?: boolean }[], x: number, y: number, width: number) {
  let top = y;
  for (const entry of entries) {
    if (!entry.text) continue;
    doc
      .font(entry.bold ? 'bold' : 'regular')
      .fontSize(entry.bold ? 12 : 10)
      .fillColor(INK)
      .text(entry.text, x, top, { width });
    top = doc.y + 1;
  }
  return top;
}

function drawHeader(doc: Doc, p: PrescriptionDto, when: { day: string; time: string }): number {
  const right = 170;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(ACCENT)
    .text(p.doctor.hospitalName, MARGIN, MARGIN, { width: CONTENT_WIDTH - right });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Prescription', MARGIN, doc.y + 2);
  const leftBottom = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`Date: ${when.day}`, MARGIN + CONTENT_WIDTH - right, MARGIN + 4, { width: right, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(when.time, MARGIN + CONTENT_WIDTH - right, doc.y + 1, { width: right, align: 'right' });
  const y = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  return y + 14;
}

function drawParties(doc: Doc, p: PrescriptionDto, top: number): number {
  const gap = 24;
  const half = (CONTENT_WIDTH - gap) / 2;
  const doctorBottom = lines(
    doc,
    [{ text: p.doctor.name, bold: true }, { text: p.doctor.specialization }, { text: p.doctor.email }],
    MARGIN,
    label(doc, 'Doctor', MARGIN, top, half),
    half,
  );
  const patientX = MARGIN + half + gap;
  const patientBottom = lines(
    doc,
    [
      { text: p.patient.fullName, bold: true },
      { text: `Age: ${formatAge(p.patient.age)}    Gender: ${GENDER_LABELS[p.patient.gender]}` },
    ],
    patientX,
    label(doc, 'Patient', patientX, top, half),
    half,
  );
  return Math.max(doctorBottom, patientBottom) + 18;
}

function rowHeight(doc: Doc, cells: string[], font: 'regular' | 'bold'): number {
  doc.font(font).fontSize(10);
  const tallest = Math.max(
    ...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i].width - 2 * CELL_PADDING })),
  );
  return tallest + 2 * CELL_PADDING;
}

function drawRow(doc: Doc, cells: string[], y: number, header: boolean): number {
  const font = header ? 'bold' : 'regular';
  const height = rowHeight(doc, cells, font);
  if (header) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(HEADER_FILL).fill();
  cells.forEach((text, i) => {
    doc
      .font(font)
      .fontSize(10)
      .fillColor(header ? ACCENT : INK)
      .text(text, COLUMNS[i].x + CELL_PADDING, y + CELL_PADDING, {
        width: COLUMNS[i].width - 2 * CELL_PADDING,
      });
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + CONTENT_WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
}

/** The medicines as a table of text, its heading row repeated on each new page. */
function drawMedicines(doc: Doc, p: PrescriptionDto, top: number): number {
  doc.font('bold').fontSize(13).fillColor(INK).text('Rx  Medicines', MARGIN, top);
  const heading = COLUMNS.map((column) => column.title);
  let y = drawRow(doc, heading, doc.y + 6, true);
  p.medicines.forEach((medicine, index) => {
    const cells = [String(index + 1), medicine.name, medicine.quantity, medicine.usage];
    if (y + rowHeight(doc, cells, 'regular') > BOTTOM) {
      doc.addPage();
      // A page that gets separated from the first still says whose prescription it is.
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`Prescription for ${p.patient.fullName} (continued)`, MARGIN, MARGIN, { width: CONTENT_WIDTH });
      y = drawRow(doc, heading, doc.y + 6, true);
    }
    y = drawRow(doc, cells, y, false);
  });
  return y;
}

/** The prescriber's signature line and what identifies this prescription. */
function drawFooter(doc: Doc, p: PrescriptionDto, when: { day: string; time: string }, top: number): void {
  const height = 88;
  let y = top + 36;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  const width = 200;
  const x = MARGIN + CONTENT_WIDTH - width;
  doc
    .moveTo(x, y + 28)
    .lineTo(x + width, y + 28)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(p.doctor.name, x, y + 32, { width, align: 'center' });
  doc.font('regular').fontSize(8).fillColor(MUTED).text('Signature', x, doc.y, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Written on CareNet on ${when.day}, ${when.time} by ${p.doctor.name}. Prescription ${p._id}.`,
      MARGIN,
      y + 66,
      { width: CONTENT_WIDTH },
    );
}

/** A text-searchable prescription on A4 portrait (docs/screens-and-flows.md#flows), dated in the reader's time zone. */
export async function renderPrescriptionPdf(p: PrescriptionDto, timeZone = 'UTC'): Promise<Buffer> {
  const when = dateParts(new Date(p.createdAt), timeZone);
  const { doc, bytes } = await openPdf({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: {
      Title: `Prescription for ${p.patient.fullName}, ${when.day}`,
      Author: p.doctor.name,
      Subject: 'Prescription',
      Creator: 'CareNet',
    },
  });
  const afterHeader = drawHeader(doc, p, when);
  const afterParties = drawParties(doc, p, afterHeader);
  drawFooter(doc, p, when, drawMedicines(doc, p, afterParties));
  doc.end();
  return bytes;
}
