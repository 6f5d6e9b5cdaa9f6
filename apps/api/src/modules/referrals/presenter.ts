import { fullName, type ReferralsDto } from '@carenet/shared';
import type { ReferralsView } from './service';

/** Who joined shows only a name, roles and when: the referrer invited them, nothing more of theirs is shared. */
export function presentReferrals(view: ReferralsView): ReferralsDto {
  return {
    referral_code: view.code,
    joined: view.joined.map((row) => ({
      _id: row.id,
      name: fullName(row.name),
      roles: row.roles,
      joinedAt: row.createdAt.toISOString(),
    })),
    abilities: { invite: view.mayInvite },
  };
}
