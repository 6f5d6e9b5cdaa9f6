/** The longest range of days one availability question may cover. */
export const MAX_SLOT_RANGE_DAYS = 31;
/** The slot lengths a doctor may choose, in minutes. */
export const SLOT_LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120] as const;
/** How many blocks of hours one weekly schedule may hold. */
export const MAX_WEEKLY_HOURS = 50;
export const MAX_DAYS_OFF = 366;
export const APPOINTMENT_NOTE_MAX = 500;

/** Doctor scheduling text (SPEC names the screen, /doctorscheduling, not its words: these are ours). */
export const SCHEDULE_MESSAGES = {
  timeZoneRequired: 'Please choose a time zone',
  unknownTimeZone: 'Please choose a known time zone',
  slotLengthRequired: `Please choose a slot length of ${SLOT_LENGTHS.join(', ')} minutes`,
  hoursRequired: 'Please add the hours you are available',
  tooManyHours: `You can add at most ${MAX_WEEKLY_HOURS} blocks of hours`,
  weekdayRequired: 'Please choose a day of the week',
  startRequired: 'Please enter a start time',
  endRequired: 'Please enter an end time',
  endBeforeStart: 'The end time must be after the start time',
  shorterThanSlot: 'These hours are shorter than one appointment slot',
  overlap: 'These hours overlap other hours on the same day',
  invalidDayOff: 'Please enter a valid date',
  tooManyDaysOff: `You can add at most ${MAX_DAYS_OFF} days off`,
  onlyDoctors: 'Only doctors can publish a schedule.',
  saved: 'Your schedule is saved',
  deleted: 'Your schedule is deleted. Patients can no longer book new appointments with you.',
  notFound: 'Schedule not found',
  loadFailed: 'We could not load the schedule',
} as const;

/** Appointment text (ours: SPEC lists the calls of §7, not their words). */
export const APPOINTMENT_MESSAGES = {
  doctorNotFound: 'Doctor not found',
  doctorRequired: 'Please choose a doctor',
  rangeRequired: 'Please choose the dates to look at',
  rangeBackwards: 'The end of the range must be after its start',
  rangeTooLong: `Please look at most ${MAX_SLOT_RANGE_DAYS} days at a time`,
  slotRequired: 'Please choose a time slot',
  slotNotOffered: "This time is not one of the doctor's available slots. Please choose another.",
  slotInPast: 'This slot has already passed. Please choose another time.',
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  noteTooLong: `The note can be at most ${APPOINTMENT_NOTE_MAX} characters`,
  invalidRequest: 'Please choose one of your requests',
  onlyPatients: 'Only patients can book appointments.',
  cannotBookYourself: 'You cannot book an appointment with yourself.',
  onlyParties: 'Only the patient or the doctor can change this appointment.',
  roomFailed: 'We could not create the video room for this appointment. Please try again.',
  booked: 'Your appointment is booked',
  rescheduled: 'The appointment is moved to the new time',
  cancelled: 'The appointment is cancelled',
  alreadyCancelled: 'This appointment is already cancelled',
  alreadyOver: 'This appointment has already taken place',
  notFound: 'Appointment not found',
  loadFailed: 'We could not load your appointments',
  slotsLoadFailed: 'We could not load the free slots',
} as const;
