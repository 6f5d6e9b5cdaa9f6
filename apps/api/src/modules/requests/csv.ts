import {
  ACCEPTANCE_STATUS_LABELS,
  CREATOR_TYPE_LABELS,
  REQUEST_TYPE_LABELS,
  TREATMENT_STATUS_LABELS,
  fullName,
  requestStatusInfo,
  type CreatorType,
  type RequestType,
  type TreatmentStatus,
} from '@carenet/shared';
import { toCsv } from '../../platform/csv';
import type { RequestView } from '../../access';

export const REQUESTS_CSV_HEADER = [
  'Ref id',
  'Title',
  'Type',
  'Creator type',
  'Created by',
  'Status',
  'Acceptance',
  'Treatment',
  'Doctors',
  'Private',
  'Region',
  'Source',
  'Created at',
  'Updated at',
] as const;

/** GET /donationRequest?isDownload=true: the matching requests with their labels, as a spreadsheet reads them. */
export function requestsCsv(views: readonly RequestView[]): string {
  return toCsv(
    REQUESTS_CSV_HEADER,
    views.map(({ request, creator, doctors }) => [
      request.uniqueReferenceId,
      request.title,
      REQUEST_TYPE_LABELS[request.requestType as RequestType] ?? request.requestType,
      CREATOR_TYPE_LABELS[request.creatorType as CreatorType] ?? request.creatorType,
      fullName(creator.name),
      requestStatusInfo(request.status)?.label ?? String(request.status),
      ACCEPTANCE_STATUS_LABELS[String(request.acceptanceStatus)],
      request.requestStatusByDoctor
        ? TREATMENT_STATUS_LABELS[request.requestStatusByDoctor as TreatmentStatus]
        : '',
      doctors.map((doctor) => fullName(doctor.name)).join('; '),
      request.isPrivate ? 'yes' : 'no',
      request.region,
      request.sourceOfCreation,
      request.createdAt.toISOString(),
      request.updatedAt.toISOString(),
    ]),
  );
}
