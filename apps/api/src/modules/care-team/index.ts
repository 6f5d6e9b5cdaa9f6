// The module's public surface: what other modules may import from it. The relationship rules it
// applies are the access layer's (apps/api/src/access).
export { careLinksOfDoctor } from './repository';
export { activeCareLinks, assertCanReachPatient, isCaringFor, patientsCaredForBy } from './service';
