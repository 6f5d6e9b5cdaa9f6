import {
  REPORT_REASONS,
  type AcceptanceStatus,
  type AssignedDoctorDto,
  type CreatorType,
  type PersonNameDto,
  type RequestCountByKeyDto,
  type RequestSourceByCreatorDto,
  type RequestDonorDto,
  type RequestDto,
  type ReportedRequestDto,
  type RequestReportsDto,
  type RequestType,
  type RequestTypeByStatusDto,
  type TreatmentStatus,
} from '@carenet/shared';
import type { PersonName } from '../../platform/db/schema';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import {
  abilitiesOf,
  refuseReviewReports,
  relationshipOf,
  requestViewerOf,
  type RequestViewer,
  type DoctorOnRequest,
  type RequestView,
} from '../../access';
import type { ReportQueueEntry } from './report-queue';
import type { QueuedReports } from './reports-repository';
import type { CountByKey, Donor } from './service';

function personName(name: PersonName): PersonNameDto {
  return { first_name: name.first_name, last_name: name.last_name, middle_name: name.middle_name ?? '' };
}

function presentDoctor(doctor: DoctorOnRequest): AssignedDoctorDto {
  return {
    _id: doctor.id,
    name: personName(doctor.name),
    profile_image_url: doctor.profileImageUrl,
    acceptanceStatus: doctor.acceptance as AcceptanceStatus,
  };
}

/** A request on the wire (docs/api-contract.md#entities-and-field-names names). The stored codes are kept to their sets by check constraints. */
export function presentRequest(view: RequestView, viewer: RequestViewer): RequestDto {
  const { request, creator, doctors, isFavourite } = view;
  return {
    _id: request.id,
    name: request.name,
    title: request.title,
    description: request.description,
    brief: request.brief,
    request_type: request.requestType as RequestType,
    creatorType: request.creatorType as CreatorType,
    status: request.status,
    acceptanceStatus: request.acceptanceStatus as AcceptanceStatus,
    requestStatusByDoctor: request.requestStatusByDoctor as TreatmentStatus | null,
    assignedDoctors: doctors.map(presentDoctor),
    orgId: request.orgId,
    user_info: {
      _id: creator.id,
      name: personName(creator.name),
      profile_image_url: creator.profileImageUrl,
      profileVerificationStatus: creator.profileVerificationStatus,
      roles: creator.roles,
    },
    uniqueReferenceId: request.uniqueReferenceId,
    units: request.units,
    isPrivate: request.isPrivate,
    flagReason: request.flagReason,
    sourceOfCreation: request.sourceOfCreation,
    region: request.region,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    isFavourite,
    abilities: abilitiesOf(viewer, view),
  };
}

/** Requests on the wire for this caller, each with the caller's abilities. */
export async function presentRequestsFor(
  ctx: AppContext,
  principal: Principal | null,
  views: readonly RequestView[],
): Promise<RequestDto[]> {
  const viewer = await requestViewerOf(ctx, principal, views);
  return views.map((view) => presentRequest(view, viewer));
}

/** One request on the wire for this caller. */
export async function presentRequestFor(
  ctx: AppContext,
  principal: Principal | null,
  view: RequestView,
): Promise<RequestDto> {
  const [dto] = await presentRequestsFor(ctx, principal, [view]);
  return dto;
}

/** GET /donationRequest/donors: a supporting doctor and how many of the requests they accepted. */
export function presentDonor(donor: Donor): RequestDonorDto {
  return {
    _id: donor.id,
    name: personName(donor.name),
    profile_image_url: donor.profileImageUrl,
    profileVerificationStatus: donor.profileVerificationStatus,
    requestCount: donor.requestCount,
  };
}

export function presentCount(
  row: CountByKey,
): RequestCountByKeyDto | RequestTypeByStatusDto | RequestSourceByCreatorDto {
  return {
    _id: row.key,
    label: row.label,
    count: row.count,
    ...(row.byStatus && { byStatus: row.byStatus }),
    ...(row.byCreatorType && { byCreatorType: row.byCreatorType }),
  };
}

/** A request's waiting reports: how many people, how many of them take part in it, which reasons, the most given first. */
function presentReports(reports: QueuedReports): RequestReportsDto {
  const reasons = REPORT_REASONS.map((reason) => ({
    reason,
    count: reports.reasons.filter((given) => given === reason).length,
  }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  return {
    count: reports.count,
    fromParticipants: reports.fromParticipants,
    reasons,
    firstReportedAt: reports.firstReportedAt.toISOString(),
    lastReportedAt: reports.lastReportedAt.toISOString(),
  };
}

/** GET /donationRequest/reports: each reported request, its reports and what the caller may decide. */
export async function presentReportQueue(
  ctx: AppContext,
  principal: Principal,
  entries: readonly ReportQueueEntry[],
): Promise<ReportedRequestDto[]> {
  const viewer = await requestViewerOf(
    ctx,
    principal,
    entries.map((entry) => entry.view),
  );
  return entries.map(({ view, reports }) => {
    const decide = refuseReviewReports(relationshipOf(viewer, view), reports.count) === null;
    return {
      request: presentRequest(view, viewer),
      reports: presentReports(reports),
      abilities: { restore: decide, confirmSpam: decide },
    };
  });
}
