/** How an appointment reads to the one looking at it: who they meet, and whether it is still ahead. */
import type { AppointmentDto, AppointmentPartyDto } from '@carenet/shared';

export interface OtherParty {
  party: AppointmentPartyDto;
  role: 'Doctor' | 'Patient';
  profilePath: string;
}

/** Who the viewer meets: the doctor for the patient, the patient for the doctor. */
export function otherParty(appointment: AppointmentDto, viewerId: string | undefined): OtherParty {
  if (appointment.appointmentToUserId === viewerId) {
    return { party: appointment.patient, role: 'Patient', profilePath: `/user/${appointment.patient._id}` };
  }
  return {
    party: appointment.doctor,
    role: 'Doctor',
    profilePath: `/DoctorProfile/${appointment.doctor._id}`,
  };
}

export type AppointmentState = 'upcoming' | 'ended' | 'cancelled';

/** A booked appointment is upcoming until its end; then it has ended. */
export function appointmentState(appointment: AppointmentDto, now: number): AppointmentState {
  if (appointment.status === 'cancelled') return 'cancelled';
  return appointment.endTime > now ? 'upcoming' : 'ended';
}
