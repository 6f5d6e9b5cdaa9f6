// The module's public surface: what other modules may import from it.
export { ORGANIZATION_MEMBER_EVENTS } from './events';
