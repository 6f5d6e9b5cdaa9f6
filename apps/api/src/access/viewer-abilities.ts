import {
  VIEWER_ABILITIES,
  deriveRoleFlags,
  normaliseRole,
  primaryRole,
  type ViewerAbilities,
  type ViewerAbility,
} from '@carenet/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser, type Principal } from '../platform/auth/request-auth';
import type { UserRow } from '../platform/db/schema';
import { AppError } from '../platform/errors';

/** What the ability rules read of the viewer: the signed-in caller, or a stored user the session is presented for. */
export type AbilityViewer = Pick<Principal, 'roles' | 'flags'>;

type AbilityRule = (viewer: AbilityViewer) => boolean;

const administrators: AbilityRule = ({ flags }) => flags.admin;

/**
 * The viewer's abilities (docs/roles-and-permissions.md#abilities-sent-to-the-web): one rule per ability,
 * the only place it is written. The endpoints refuse by it (requireAbility, viewerMay in the modules'
 * policies) and the session presents it to the web, so a screen and its endpoints cannot drift apart.
 */
export const VIEWER_ABILITY_RULES: Record<ViewerAbility, AbilityRule> = {
  moderateRequests: administrators,
  manageUsers: administrators,
  manageFacilities: administrators,
  onboardUsers: administrators,
  importData: administrators,
  verifyAccounts: administrators,
  manageCatalogues: administrators,
  manageDirectory: administrators,
  // docs/podcasts.md#who-may-write: talradio administrators manage the podcasts too.
  managePodcasts: ({ flags }) => flags.admin || flags.talradioAdmin,
  viewStatistics: administrators,
  viewActivityLog: administrators,
  viewSettings: administrators,
  manageEvents: administrators,
  manageCoupons: administrators,
  // The check-in screen shows who registered (names, e-mail addresses): CareNet's staff only.
  checkInEvents: administrators,
  broadcastNotifications: administrators,
  // The ledger names every donor with their e-mail address: CareNet's staff only.
  viewDonationLedger: administrators,
  // A doctor's or a facility's request is a campaign (the last matching role wins, docs/roles-and-permissions.md#primary-role);
  // an administrator names the creator type.
  createCampaign: ({ flags, roles }) => {
    const role = primaryRole(roles);
    return flags.admin || role === 'doctor' || role === 'facilities';
  },
  publishAvailability: ({ flags }) => flags.doctor,
  bookAppointments: ({ flags }) => flags.patient,
  keepPatientFile: ({ flags }) => flags.patient,
  createFacility: ({ flags }) => flags.admin || flags.facilities || flags.doctor,
  submitDoctorVerification: ({ flags }) => flags.doctor,
  submitFacilityVerification: ({ flags }) => flags.facilities,
};

/** Whether the viewer holds the ability; a visitor holds none. */
export function viewerMay(viewer: AbilityViewer | null, ability: ViewerAbility): boolean {
  return viewer !== null && VIEWER_ABILITY_RULES[ability](viewer);
}

/** Every viewer ability of the viewer, as the session sends them. */
export function viewerAbilities(viewer: AbilityViewer): ViewerAbilities {
  return Object.fromEntries(
    VIEWER_ABILITIES.map((ability) => [ability, viewerMay(viewer, ability)]),
  ) as ViewerAbilities;
}

/** A stored user as the ability rules see them, with roles as resolvePrincipal normalises them. */
export function viewerOfUser(user: UserRow): AbilityViewer {
  const roles = user.roles.map(normaliseRole);
  return { roles, flags: deriveRoleFlags(roles) };
}

/**
 * The signed-in caller holding `ability`: 401 for a visitor, and otherwise 403 with `message` (the
 * generic refusal when none is given).
 */
export function requireAbility(request: FastifyRequest, ability: ViewerAbility, message?: string): Principal {
  const principal = requireUser(request);
  if (!viewerMay(principal, ability)) throw AppError.forbidden(message);
  return principal;
}
