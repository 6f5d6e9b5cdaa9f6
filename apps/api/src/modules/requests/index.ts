// The module's public surface: what other modules may import from it.
export { REQUEST_EVENTS } from './events';
export { presentRequestsFor } from './presenter';
export { findRequestView, selectRequestViews } from './repository';
export { getVisibleRequest, listRequests } from './service';
export type { RequestList } from './service';
