import { AUDIO_ROOM_MESSAGES } from '../podcasts/messages';

export const REFERRAL_MESSAGES = {
  enterFullName: 'Please enter your Full Name',
  linkNotValid: 'This referral link is not valid.',
} as const;

export const SHORT_LINK_MESSAGES = {
  created: 'Short link created',
  notOwnPage: 'Only links to CareNet pages can be shortened.',
  notFound: 'This short link does not exist.',
  linkCopied: AUDIO_ROOM_MESSAGES.linkCopied,
} as const;
