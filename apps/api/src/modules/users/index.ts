// The module's public surface: what other modules may import from it.
export { assertCanManageUser } from './policy';
export { presentPublicProfile, presentUser, presentUserSummary } from './presenter';
export { findUserByAccount, findUserById, insertUser } from './repository';
