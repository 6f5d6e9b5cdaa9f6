// The module's public surface: what other modules may import from it.
export { recordEscalations } from './escalations-repository';
