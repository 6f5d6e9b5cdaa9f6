import { MESSAGES } from '../messages';
import { DONATION_CURRENCIES } from './currency';

const currencyList = DONATION_CURRENCIES.map((code) => code.toUpperCase());

/**
 * Donation text. Strings quoted from SPEC (§2 Donate prompt) are spelled exactly as SPEC has them;
 * the others are ours, for places SPEC leaves silent.
 */
export const DONATION_MESSAGES = {
  // docs/screens-and-flows.md#flows Donate prompt
  notLoggedInPrompt: 'You are not logged in. Please choose one of the options below',
  donateAsGuest: 'Donate as a Guest',
  loginToDonate: 'Login/Signup to donate (Donation will be saved in your profile)',

  // Form (ours)
  amountRequired: 'Please enter an amount',
  amountWholeMinorUnits: 'Please enter the amount in the smallest unit of the currency (paise, cents)',
  amountTooSmall: (minimum: string) => `The smallest donation is ${minimum}`,
  amountTooLarge: (maximum: string) => `The largest donation is ${maximum}`,
  currencyNotSupported: `Donations can be made in ${currencyList.slice(0, -1).join(', ')} or ${currencyList.at(-1)}`,
  guestNameRequired: 'Please enter your name',
  guestNameTooLong: 'Name can be at most 100 characters',
  guestEmailRequired: 'Please enter your e-mail address',
  invalidEmail: MESSAGES.invalidEmail,
  messageTooLong: 'Message can be at most 500 characters',

  // Outcomes (ours)
  pledgeRecorded: 'Thank you! Your pledge is recorded. It is not paid yet.',
  checkoutStarted: 'Continue to the payment page to complete your donation.',
  webhookProcessed: 'Webhook processed',
  webhookDuplicate: 'Webhook already processed',

  // Notices on the donation screens (ours)
  offlinePledgeNotice:
    'Online payment is not set up on CareNet yet, so your donation is recorded as a pledge: a promise to give. Nothing is charged now.',
  paymentReturnSucceeded: 'Thank you for your donation! It is listed here once the payment is confirmed.',
  paymentReturnCancelled: 'The payment was cancelled and nothing was charged.',

  // Refusals (ours)
  notAcceptingDonations: 'This request is not accepting donations right now.',
  paymentServiceUnavailable: 'The payment service is not available right now. Please try again later.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
} as const;
