// The module's public surface: what other modules may import from it.
export { APPLICATION_EVENTS } from './events';
