// The module's public surface: what other modules may import from it.
export { APPOINTMENT_EVENTS } from './events';
export { profileBookingAbilities } from './policy';
export { freeSlots, type SlotSchedule, type TimeSpan } from './slots';
