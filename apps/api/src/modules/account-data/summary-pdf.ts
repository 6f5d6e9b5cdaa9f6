import { GENDER_LABELS, fullName } from '@carenet/shared';
import { openPdf, type PdfDocument as Doc } from '../../platform/pdf';
import type { AccountData } from './export-repository';

const MARGIN = 10 * (72 / 25.4);
const INK = '#1f2933';
const MUTED = '#5f6b76';
const ACCENT = '#007b75';

/** docs/screens-and-flows.md#formats: DD-MMM-YYYY, and hh:mm A for times, in UTC (the archive has no reader's time zone). */
function day(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')}-${month}-${d.getUTCFullYear()}`;
}

function dayTime(date: Date): string {
  const hours = date.getUTCHours();
  const h = String(hours % 12 || 12).padStart(2, '0');
  const m = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day(date)} ${h}:${m} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

function heading(doc: Doc, text: string, count?: number): void {
  doc.moveDown(0.8);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(ACCENT)
    .text(count === undefined ? text : `${text} (${count.toLocaleString('en-US')})`);
  doc.moveDown(0.2);
}

function line(doc: Doc, text: string, muted = false): void {
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(muted ? MUTED : INK)
    .text(text);
}

function field(doc: Doc, label: string, value: string | null | undefined): void {
  if (!value) return;
  doc.font('bold').fontSize(10).fillColor(INK).text(`${label}: `, { continued: true });
  doc.font('regular').text(value);
}

function list<T>(doc: Doc, title: string, items: readonly T[], describe: (item: T) => string[]): void {
  heading(doc, title, items.length);
  if (items.length === 0) {
    line(doc, 'None.', true);
    return;
  }
  for (const item of items) {
    const [first, ...rest] = describe(item);
    doc.font('bold').fontSize(10).fillColor(INK).text(first);
    for (const text of rest.filter(Boolean)) line(doc, text, true);
    doc.moveDown(0.3);
  }
}

function draw(doc: Doc, data: AccountData, exportedAt: Date): void {
  const u = data.user;
  doc.font('bold').fontSize(18).fillColor(INK).text('Your CareNet data');
  line(
    doc,
    `Downloaded on ${dayTime(exportedAt)}. The files, and the same data as JSON and FHIR R4, are in this archive.`,
    true,
  );

  heading(doc, 'Profile');
  field(doc, 'Name', fullName(u.name));
  field(doc, 'E-mail', u.email);
  field(doc, 'Phone', u.phone);
  field(doc, 'Username', u.username);
  field(doc, 'Roles', u.roles.join(', '));
  field(doc, 'Gender', u.gender ? (GENDER_LABELS[u.gender as keyof typeof GENDER_LABELS] ?? u.gender) : null);
  field(doc, 'Occupation', u.occupation);
  field(doc, 'About', u.summary);
  field(doc, 'Member since', day(u.createdAt));

  if (data.registration) {
    const r = data.registration;
    heading(doc, 'Patient registration');
    field(doc, 'Date of birth', day(r.dateOfBirth));
    field(doc, 'Blood group', r.bloodGroup);
    field(doc, 'Allergies', r.allergies.join(', '));
    field(doc, 'Current medication', r.currentMedication.join(', '));
    field(doc, 'Medical history', r.medicalHistory);
    field(
      doc,
      'Emergency contact',
      `${r.emergencyContact.name} (${r.emergencyContact.relationship}), ${r.emergencyContact.phone}`,
    );
  }

  list(doc, 'Requests', data.requests, (r) => [
    `${r.title} (Ref ${r.uniqueReferenceId})`,
    `Created ${day(r.createdAt)}`,
    r.description,
  ]);
  list(doc, 'Medical records', data.records, (r) => [r.userGivenName, `Dated ${day(r.date)}`, r.note]);
  list(doc, 'Prescriptions', data.prescriptions, (p) => [
    `${day(p.createdAt)}, by ${p.doctor.name}`,
    ...p.medicines.map((m) => `${m.name}: ${[m.quantity, m.usage].filter(Boolean).join(', ')}`),
  ]);
  list(doc, 'Appointments', data.appointments, ({ appointment: a, doctorName, patientName }) => [
    `${dayTime(a.startTime)} (${a.status})`,
    `Doctor ${fullName(doctorName)}, patient ${fullName(patientName)}`,
    a.note,
  ]);
  list(doc, 'Consents', data.consents, (c) => [
    `${c.scope}, given ${day(c.grantedAt)}${c.withdrawnAt ? `, withdrawn ${day(c.withdrawnAt)}` : ''}`,
    c.statement,
  ]);
  list(doc, 'Messages', data.messages, ({ message: m, senderName }) => [
    `${dayTime(m.createdAt)}, ${m.senderId === u.id ? 'you' : senderName ? fullName(senderName) : 'someone who left'}`,
    m.text || m.type,
  ]);
  list(doc, 'Comments', data.comments, (c) => [day(c.createdAt), c.text]);
  list(doc, 'Files', data.files, (f) => [
    f.name,
    `${f.contentType}, ${f.size.toLocaleString('en-US')} bytes`,
  ]);
}

/** summary.pdf: the archive's contents for a person to read, A4 portrait. */
export async function renderSummaryPdf(data: AccountData, exportedAt: Date): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Your CareNet data', Creator: 'CareNet' },
  });
  draw(doc, data, exportedAt);
  doc.end();
  return bytes;
}
