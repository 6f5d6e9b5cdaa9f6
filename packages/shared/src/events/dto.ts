import type { EventRegistrationStatus } from './constants';

export interface EventDto {
  _id: string;
  slug: string;
  title: string;
  description: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  registrationOpen: boolean;
  /** Minor units; 0 is free. */
  fee: number;
  currency: string;
  packagePlan: string;
  /** Administrators only: how many registered and checked in. */
  registrations?: number;
  checkedIn?: number;
  abilities: { update: boolean };
}

export interface EventRegistrationDto {
  _id: string;
  eventId: string;
  fullName: string;
  email: string;
  amountDue: number;
  currency: string;
  discountPercent: number | null;
  status: EventRegistrationStatus;
  /** While the registration is unconfirmed: until when its e-mail's link confirms it. */
  confirmationExpiresAt: string | null;
  checkedInAt: string | null;
  createdAt: string;
}

export interface CheckInResultDto {
  alreadyCheckedIn: boolean;
  registration: EventRegistrationDto;
  event: { _id: string; title: string };
}

export interface CouponDto {
  _id: string;
  code: string;
  percent: number;
  packagePlan: string | null;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
  createdAt: string;
}

/** GET /coupon/{code}: a usable coupon's discount. */
export interface CouponCheckDto {
  _id: string;
  code: string;
  percent: number;
  packagePlan: string | null;
}

/** GET /verifyUserCoupon/{id}. */
export interface CouponUseCheckDto {
  couponId: string;
  mayUse: boolean;
}

export interface EventDonationDto {
  _id: string;
  eventId: string;
  amount: number;
  currency: string;
  status: string;
  driver: string;
  checkoutUrl: string | null;
  createdAt: string;
}
