/** Text of events, registrations, check-in and coupons (ours: SPEC names the calls, not their words). */
export const EVENT_MESSAGES = {
  eventNotFound: 'This event was not found.',
  registrationClosed: 'Registration for this event is closed.',
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  registered: 'You are registered. A confirmation with your check-in QR code is on its way to your e-mail.',
  confirmationSent:
    'Check your e-mail: we sent you a link to confirm your registration. No place is held for you until you open it, and it expires in 24 hours.',
  confirmationInvalid: 'This confirmation link is not valid or has expired. Please register again.',
  registeredPaymentDue: (amount: string) =>
    `You are registered. ${amount} is due; pay it at the event or on the payment page. Your check-in QR code is on its way to your e-mail.`,
  slugTaken: 'An event with this web address already exists.',
  slugFormat: 'Use lower-case letters, digits and hyphens only',
  slugLength: 'Use 3 to 80 characters',
  dateTimeRequired: 'Please enter a date and time',
  feeNegative: 'The fee cannot be negative',
  feeTooLarge: 'The fee is larger than a payment can be',
  endsBeforeStart: 'The event cannot end before it starts',
  eventSaved: 'Event saved',
  checkInTokenInvalid: 'This check-in code is not valid.',
  checkedIn: (name: string) => `${name} is checked in.`,
  alreadyCheckedIn: (name: string, when: string) => `${name} was already checked in at ${when}.`,
  donationRecorded: 'Thank you! Your pledge to the event is recorded. It is not paid yet.',
  donationCheckout: 'Continue to the payment page to complete your donation.',
} as const;

export const COUPON_MESSAGES = {
  percentRange: 'Discount must be between 0 and 100 percent',
  percentWhole: 'Discount must be a whole number of percent',
  codeFormat: 'Use 3 to 30 letters, digits, hyphens or underscores',
  codeTaken: 'A coupon with this code already exists.',
  maxUsesPositive: 'The use limit must be at least 1',
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is no longer active.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used the maximum number of times.',
  wrongPlan: 'This coupon does not apply to this plan.',
  alreadyUsed: 'You have already used this coupon.',
  valid: (percent: number) => `Coupon applied: ${percent}% off.`,
  mayUse: 'You may use this coupon.',
  saved: 'Coupon saved',
} as const;
