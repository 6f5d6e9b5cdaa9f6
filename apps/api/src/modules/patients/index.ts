// The module's public surface: what other modules may import from it.
export { recordPatientAccess, recordPatientChange } from './events';
