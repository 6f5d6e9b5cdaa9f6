import { fullName } from '@carenet/shared';
import type { AppointmentRow, PersonName } from '../../platform/db/schema';
import type { RoomOwner, StoredRoom } from '../../platform/meet/room-sync';
import { findAppointmentView } from './repository';

/** The calendar event needs a title; the patient's name stays out of Google's calendar. */
export const appointmentTitle = (doctorName: PersonName) =>
  `CareNet appointment with ${fullName(doctorName) || 'a CareNet doctor'}`;

/** Appointments' rooms: a booked appointment's room carries its doctor and times; a cancelled one has none. */
export const APPOINTMENT_ROOMS: RoomOwner = {
  queue: 'appointment.room',
  async meetingNow(ctx, id) {
    const view = await findAppointmentView(ctx.db, id);
    if (view?.appointment.status !== 'booked') return null;
    return {
      title: appointmentTitle(view.doctor.name),
      startTime: view.appointment.startTime.getTime(),
      endTime: view.appointment.endTime.getTime(),
    };
  },
};

export const roomOf = (appointment: AppointmentRow): StoredRoom => ({
  provider: appointment.meetProvider,
  ref: appointment.meetProviderRef,
});
