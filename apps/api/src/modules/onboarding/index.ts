// The module's public surface: what other modules may import from it.
export {
  insertOnboardedUsers,
  resolveSpecialties,
  sendPasswordSetupLinks,
  takenContacts,
  UNKNOWN_SPECIALTY,
} from './accounts';
export type { OnboardedUser } from './accounts';
