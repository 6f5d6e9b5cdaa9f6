import type { ApplicationDto, ApplicationStatus, RequestType, UploadedFileDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { FileRow } from '../../platform/db/schema';
import { applicationAbilities } from './policy';
import type { ApplicationView } from './repository';

/** Where GET /files serves a stored file. */
export const fileUrl = (key: string) => `/files/${key}`;

/** An application as `viewer` sees it, with what they may do with it. */
export function presentApplication(
  { application, request, applicant, resumeName }: ApplicationView,
  viewer: Principal | null,
): ApplicationDto {
  return {
    _id: application.id,
    donation_request_info: {
      _id: request.id,
      name: request.name,
      title: request.title,
      request_type: request.requestType as RequestType,
    },
    user_info: applicant && {
      _id: applicant.id,
      name: {
        first_name: applicant.name.first_name,
        last_name: applicant.name.last_name,
        middle_name: applicant.name.middle_name ?? '',
      },
      profile_image_url: applicant.profileImageUrl,
    },
    request_type: application.requestType as RequestType,
    participantName: {
      first_name: application.participantFirstName,
      last_name: application.participantLastName,
    },
    participantEmailAddress: application.participantEmailAddress,
    participantPhone: application.participantPhone,
    participantOccupation: application.participantOccupation,
    participantGender: application.participantGender,
    city: application.city,
    state: application.state,
    country: application.country,
    address: application.address,
    participantResumeDownloadUrl: application.resumeFileKey ? fileUrl(application.resumeFileKey) : null,
    participantResumeName: application.resumeFileKey ? resumeName : null,
    participantAudioRoomUrl: application.participantAudioRoomUrl,
    createdAt: application.createdAt.toISOString(),
    status: application.status as ApplicationStatus,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    completedAt: application.completedAt?.toISOString() ?? null,
    abilities: applicationAbilities(viewer, {
      status: application.status,
      requestType: application.requestType,
      requestOwnerId: request.createdBy,
      applicantId: application.userId,
    }),
  };
}

export function presentUploadedFile(file: FileRow): UploadedFileDto {
  return {
    key: file.key,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: fileUrl(file.key),
  };
}
