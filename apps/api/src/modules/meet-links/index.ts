// The module's public surface: what other modules may import from it.
export { MEET_LINK_EVENTS } from './events';
export { findMeetLink } from './repository';
