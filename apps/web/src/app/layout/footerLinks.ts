import { msg } from '../../lib/i18n';

/** docs/screens-and-flows.md#layout Footer links (labels in English, shown through t()). */
export const FOOTER_LINKS: { label: string; to: string }[] = [
  { label: msg('About'), to: '/users/help-desk' },
  { label: msg('Contact Us'), to: '/users/ContactUs' },
  { label: msg('Privacy'), to: '/users/Privacy' },
  { label: msg('Terms'), to: '/users/Terms' },
  { label: msg('Legal'), to: '/termsandconditions' },
  { label: msg('Podcasts'), to: '/podcasts' },
];
