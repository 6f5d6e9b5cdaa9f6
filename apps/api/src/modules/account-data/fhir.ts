import { randomUUID } from 'node:crypto';
import { fullName } from '@carenet/shared';
import type { PersonName, StoredAddress } from '../../platform/db/schema';
import type { AccountData } from './export-repository';
import { archivePathOf } from './export-presenter';

/**
 * fhir-bundle.json: the person's data as HL7 FHIR R4 resources in one Bundle of type 'collection', so
 * another hospital's system can import it: Patient, a DocumentReference per medical record, a
 * MedicationRequest per prescribed medicine, Appointment, Consent, a Communication per chat message.
 * References between them are the entries' `urn:uuid:` full URLs.
 */
export interface FhirResource {
  resourceType: string;
  id: string;
  [element: string]: unknown;
}

export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
}

const urn = (id: string) => `urn:uuid:${id}`;

function humanName(name: PersonName) {
  const given = [name.first_name, name.middle_name].filter(Boolean);
  return {
    use: 'official',
    text: fullName(name),
    ...(name.last_name ? { family: name.last_name } : {}),
    ...(given.length ? { given } : {}),
  };
}

/** FHIR administrative gender from CareNet's m/f/o. */
function genderOf(value: string | null | undefined): string {
  return value === 'm' ? 'male' : value === 'f' ? 'female' : value === 'o' ? 'other' : 'unknown';
}

function addressOf(address: StoredAddress) {
  const line = [address.line1, address.line2].filter((part): part is string => !!part);
  const fields = {
    ...(line.length ? { line } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.zip_code ? { postalCode: address.zip_code } : {}),
    ...(address.country ? { country: address.country } : {}),
  };
  return Object.keys(fields).length ? [fields] : [];
}

function patientOf(data: AccountData): FhirResource {
  const u = data.user;
  const telecom = [
    { system: 'email', value: u.email },
    ...(u.phone ? [{ system: 'phone', value: u.phone, use: 'mobile' }] : []),
  ];
  const address = addressOf(data.registration?.address ?? u.address);
  return {
    resourceType: 'Patient',
    id: u.id,
    identifier: [{ system: 'urn:carenet:user', value: u.id }],
    name: [humanName(u.name)],
    telecom,
    gender: genderOf(data.registration?.gender ?? u.gender),
    ...(data.registration ? { birthDate: data.registration.dateOfBirth } : {}),
    ...(address.length ? { address } : {}),
  };
}

function documentReferences(data: AccountData, subject: object): FhirResource[] {
  const fileByKey = new Map(data.files.map((file) => [file.key, file]));
  return data.records.map((record) => {
    const file = fileByKey.get(record.fileKey);
    return {
      resourceType: 'DocumentReference',
      id: record.id,
      status: 'current',
      subject,
      date: record.createdAt.toISOString(),
      description: record.userGivenName,
      content: [
        {
          attachment: {
            ...(file ? { contentType: file.contentType, size: file.size } : {}),
            url: archivePathOf({ key: record.fileKey }),
            title: record.userGivenName,
            creation: record.date,
          },
        },
      ],
      ...(record.note ? { context: { related: [{ display: record.note }] } } : {}),
    };
  });
}

function medicationRequests(data: AccountData, subject: object): FhirResource[] {
  return data.prescriptions.flatMap((prescription) =>
    prescription.medicines.map((medicine, index) => ({
      resourceType: 'MedicationRequest',
      // One resource per medicine, with an id of its own; the prescription's id groups them.
      id: randomUUID(),
      identifier: [{ system: 'urn:carenet:prescription-medicine', value: `${prescription.id}/${index + 1}` }],
      groupIdentifier: { system: 'urn:carenet:prescription', value: prescription.id },
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: { text: medicine.name },
      subject,
      authoredOn: prescription.createdAt.toISOString(),
      requester: { display: prescription.doctor.name },
      dosageInstruction: [{ text: [medicine.quantity, medicine.usage].filter(Boolean).join('; ') }],
    })),
  );
}

function appointmentResources(data: AccountData): FhirResource[] {
  const u = data.user;
  const actor = (id: string, name: PersonName) =>
    id === u.id ? { reference: urn(u.id), display: fullName(name) } : { display: fullName(name) };
  return data.appointments.map(({ appointment: a, doctorName, patientName }) => ({
    resourceType: 'Appointment',
    id: a.id,
    status: a.status === 'cancelled' ? 'cancelled' : 'booked',
    start: a.startTime.toISOString(),
    end: a.endTime.toISOString(),
    created: a.createdAt.toISOString().slice(0, 10),
    ...(a.note ? { comment: a.note } : {}),
    participant: [
      { actor: actor(a.patientId, patientName), status: 'accepted' },
      { actor: actor(a.doctorId, doctorName), status: 'accepted' },
    ],
  }));
}

function consents(data: AccountData, patient: object): FhirResource[] {
  return data.consents.map((consent) => ({
    resourceType: 'Consent',
    id: consent.id,
    status: consent.withdrawnAt ? 'inactive' : 'active',
    scope: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'patient-privacy' }],
      text: consent.scope,
    },
    category: [{ coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] }],
    patient,
    dateTime: consent.grantedAt.toISOString(),
    policyRule: { text: consent.statement },
    ...(consent.withdrawnAt ? { provision: { period: { end: consent.withdrawnAt.toISOString() } } } : {}),
  }));
}

function communications(data: AccountData, subject: object): FhirResource[] {
  const u = data.user;
  return data.messages.map(({ message: m, requestId, senderName }) => ({
    resourceType: 'Communication',
    id: m.id,
    status: 'completed',
    subject,
    identifier: [{ system: 'urn:carenet:request', value: requestId }],
    sent: m.createdAt.toISOString(),
    ...(m.senderId === u.id
      ? { sender: { reference: urn(u.id) } }
      : senderName
        ? { sender: { display: fullName(senderName) } }
        : {}),
    payload: m.fileKey
      ? [{ contentAttachment: { url: archivePathOf({ key: m.fileKey }), title: m.text || m.type } }]
      : [{ contentString: m.text || m.type }],
  }));
}

export function fhirBundleOf(data: AccountData, bundleId: string, timestamp: Date): FhirBundle {
  const patientRef = { reference: urn(data.user.id) };
  const resources = [
    patientOf(data),
    ...documentReferences(data, patientRef),
    ...medicationRequests(data, patientRef),
    ...appointmentResources(data),
    ...consents(data, patientRef),
    ...communications(data, patientRef),
  ];
  return {
    resourceType: 'Bundle',
    id: bundleId,
    type: 'collection',
    timestamp: timestamp.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}
