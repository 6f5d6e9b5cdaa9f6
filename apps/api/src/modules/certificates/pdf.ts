import { CERTIFICATE_KIND_LABELS, type CertificateKind } from '@carenet/shared';
import type { CertificateRow } from '../../platform/db/schema';
import { openPdf } from '../../platform/pdf';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;

const INK = '#1f2933';
const MUTED = '#5f6b76';
const ACCENT = '#007b75';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** docs/screens-and-flows.md#formats: DD-MMM-YYYY, of a calendar day (YYYY-MM-DD) as it was stored. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

const HEADLINES: Record<CertificateKind, string> = {
  volunteering: 'Certificate of Volunteering',
  internship: 'Certificate of Internship',
  event_attendance: 'Certificate of Attendance',
};

const DEEDS: Record<CertificateKind, string> = {
  volunteering: 'has completed volunteering for',
  internship: 'has completed an internship with',
  event_attendance: 'attended',
};

/** The certificate as an A4 landscape PDF: who, for what, when, by whom, and how to check it. */
export async function renderCertificatePdf(row: CertificateRow, verifyLink: string): Promise<Buffer> {
  const kind = row.kind as CertificateKind;
  const { doc, bytes } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${HEADLINES[kind]} – ${row.recipientName}`, Author: 'CareNet' },
  });

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(MARGIN / 2, MARGIN / 2, PAGE.width - MARGIN, PAGE.height - MARGIN)
    .stroke();

  const centred = { width: WIDTH, align: 'center' as const };
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text('CareNet', MARGIN, MARGIN + 16, centred);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(30).fillColor(INK).text(HEADLINES[kind], centred);
  doc.moveDown(1);
  doc.font('regular').fontSize(13).fillColor(MUTED).text('This certifies that', centred);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(26).fillColor(INK).text(row.recipientName, centred);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(13).fillColor(MUTED).text(DEEDS[kind], centred);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(18).fillColor(INK).text(row.title, centred);
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${CERTIFICATE_KIND_LABELS[kind]} · ${formatDay(row.achievedOn)}`, centred);
  doc.moveDown(1);
  doc.font('regular').fontSize(13).fillColor(INK).text(`Issued by ${row.issuer}`, centred);

  const footer = PAGE.height - MARGIN - 56;
  doc.font('bold').fontSize(11).fillColor(INK).text(`Verification id: ${row.id}`, MARGIN, footer, centred);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(verifyLink, MARGIN, footer + 18, { ...centred, link: verifyLink, underline: true });

  doc.end();
  return bytes;
}
