import { fullName, type AppointmentDto, type AppointmentPartyDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { canChange } from './policy';
import type { AppointmentView, Party } from './repository';

function presentParty(party: Party): AppointmentPartyDto {
  const name = {
    first_name: party.name.first_name,
    last_name: party.name.last_name,
    middle_name: party.name.middle_name ?? '',
  };
  return { _id: party.id, name, fullName: fullName(name), profile_image_url: party.profileImageUrl };
}

/** docs/api-contract.md#entities-and-field-names Appointment: epoch ms times, the patient as appointmentFromUserId, the doctor as appointmentToUserId. */
export function presentAppointment(
  { appointment, doctor, patient }: AppointmentView,
  viewer: Principal,
): AppointmentDto {
  const change = canChange(viewer, appointment);
  return {
    _id: appointment.id,
    appointmentFromUserId: appointment.patientId,
    appointmentToUserId: appointment.doctorId,
    createdBy: appointment.createdBy,
    patient: presentParty(patient),
    doctor: presentParty(doctor),
    startTime: appointment.startTime.getTime(),
    endTime: appointment.endTime.getTime(),
    timeZone: appointment.timeZone,
    status: appointment.status,
    note: appointment.note,
    requestId: appointment.requestId,
    meetLink: appointment.meetLink,
    cancelledAt: appointment.cancelledAt?.toISOString() ?? null,
    cancelledBy: appointment.cancelledBy,
    createdAt: appointment.createdAt.toISOString(),
    updatedAt: appointment.updatedAt.toISOString(),
    abilities: { reschedule: change, cancel: change },
  };
}
