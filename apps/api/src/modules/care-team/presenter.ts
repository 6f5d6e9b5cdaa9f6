import type { CareTeamDto, CareTeamMemberDto, TreatmentStatus } from '@carenet/shared';
import type { ActiveCareLink } from './service';

/** The patient's active care relationships, one entry per doctor with every request that is a reason. */
export function presentCareTeam(patientId: string, links: readonly ActiveCareLink[]): CareTeamDto {
  const members = new Map<string, CareTeamMemberDto>();
  for (const { doctor, request, link, state } of links) {
    const member = members.get(doctor.id) ?? {
      doctor: {
        _id: doctor.id,
        name: {
          first_name: doctor.name.first_name,
          last_name: doctor.name.last_name,
          middle_name: doctor.name.middle_name ?? '',
        },
        profile_image_url: doctor.profileImageUrl,
      },
      reasons: [],
      canEnd: true,
    };
    member.reasons.push({
      requestId: request.id,
      title: request.title,
      uniqueReferenceId: request.uniqueReferenceId,
      acceptedAt: link.acceptedAt,
      requestStatusByDoctor: request.requestStatusByDoctor as TreatmentStatus | null,
      endsAt: state.endsAt?.toISOString() ?? null,
    });
    members.set(doctor.id, member);
  }
  return { patientId, members: [...members.values()] };
}
