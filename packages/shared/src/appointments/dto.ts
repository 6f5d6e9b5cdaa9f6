import type { PersonNameDto } from '../dto/user';
import type { ScheduleHours } from './schedule';

/** docs/api-contract.md#entities-and-field-names Schedule (time slots), as the API sends it. */
export interface ScheduleDto {
  _id: string;
  doctorId: string;
  timeZone: string;
  slotMinutes: number;
  weeklyHours: ScheduleHours[];
  /** Dates (YYYY-MM-DD, in the schedule's time zone) with no slots. */
  daysOff: string[];
  createdAt: string;
  updatedAt: string;
}

/** A free slot: UTC instants as epoch ms. */
export interface SlotDto {
  startTime: number;
  endTime: number;
}

/** POST /appointmentSlotsAvailability/{id}: no schedule yet means no slots and a null time zone. */
export interface SlotAvailabilityDto {
  doctorId: string;
  timeZone: string | null;
  slotMinutes: number | null;
  slots: SlotDto[];
}

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who an appointment is between, as a card shows them. */
export interface AppointmentPartyDto {
  _id: string;
  name: PersonNameDto;
  fullName: string;
  profile_image_url: string | null;
}

/** docs/api-contract.md#entities-and-field-names Appointment, with docs/api-contract.md's field names for the patient (from), the doctor (to) and the booker. */
export interface AppointmentDto {
  _id: string;
  appointmentFromUserId: string;
  appointmentToUserId: string;
  createdBy: string;
  patient: AppointmentPartyDto;
  doctor: AppointmentPartyDto;
  /** Epoch ms (UTC instants). */
  startTime: number;
  endTime: number;
  /** The doctor's time zone when it was booked. */
  timeZone: string;
  status: AppointmentStatus;
  note: string;
  requestId: string | null;
  meetLink: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the caller may do with it, decided by the API (its patient or doctor may; an administrator reading it may not). */
  abilities: { reschedule: boolean; cancel: boolean };
}
