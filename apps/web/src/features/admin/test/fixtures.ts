import { PROFILE_VERIFICATION, type AdminUserDetailDto, type AdminUserDto } from '@carenet/shared';
import { makeUser } from '../../../test/utils';

let counter = 0;

/** A user as the administrators' list shows it; override what a test is about. */
export function makeAdminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  counter++;
  const { token_detail: _token, ...user } = makeUser(['doctor'], {
    _id: `0190a6c4-1f7e-7b3c-9d2e-${String(counter).padStart(12, '0')}`,
    email: `person${counter}@example.com`,
  });
  return { ...user, suspended: false, ...overrides };
}

/** GET /user/{id} as an administrator reads it: an active, verified doctor they may suspend. */
export function makeUserDetail(overrides: Partial<AdminUserDetailDto> = {}): AdminUserDetailDto {
  return {
    ...makeAdminUser({ profileVerificationStatus: PROFILE_VERIFICATION.verified }),
    suspendedAt: null,
    suspensionReason: null,
    verification: { status: PROFILE_VERIFICATION.verified, label: 'Verified', pendingSubmissionId: null },
    facilities: [],
    recentActivityCount: 1234,
    abilities: { suspend: true, reactivate: false, sendPasswordResetLink: true },
    ...overrides,
  };
}
