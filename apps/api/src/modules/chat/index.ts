// The module's public surface: what other modules may import from it.
export { CHAT_EVENTS } from './events';
export { participantIds } from './policy';
export { findMessageView, selectMarkers, selectRoomsOf } from './repository';
