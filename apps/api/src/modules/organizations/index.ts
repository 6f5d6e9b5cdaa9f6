// The module's public surface: what other modules may import from it.
export { managesOrganization } from './policy';
export { presentUserOrganization } from './presenter';
export { catalogueServiceNames, findOrganization, isOrganizationMember, memberRoleOf } from './repository';
