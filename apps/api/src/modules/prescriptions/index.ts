// The module's public surface: what other modules may import from it.
export { PRESCRIPTION_EVENTS } from './events';
