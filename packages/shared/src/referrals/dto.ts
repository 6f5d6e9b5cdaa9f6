import type { ShortLinkKind } from './schemas';

/** GET /referrals: the viewer's own code and the people who joined through their links. */
export interface ReferralsDto {
  referral_code: string | null;
  joined: ReferredUserDto[];
  abilities: { invite: boolean };
}

export interface ReferredUserDto {
  _id: string;
  name: string;
  roles: string[];
  joinedAt: string;
}

/** GET /referrals/code/{code}: who invites, for the /invitation page. */
export interface ReferrerDto {
  referrerName: string;
}

export interface ShortUrlDto {
  _id: string;
  url: string;
  representsWhat: ShortLinkKind;
  referenceId: string;
}
