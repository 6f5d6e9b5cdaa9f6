import { msg } from '../../../lib/i18n';

/** The published support channels, in one place so every page and policy quotes the same ones. */
export const CONTACT = {
  supportEmail: 'support@carenet.health',
  privacyEmail: 'privacy@carenet.health',
  grievanceEmail: 'grievance@carenet.health',
  offices: [
    {
      region: msg('India'),
      phone: '+91 40 4852 1100',
      hours: msg('Monday to Saturday, 9:00 to 18:00 IST'),
      address: 'CareNet Health, Hitec City, Hyderabad, Telangana 500081',
    },
    {
      region: msg('United States'),
      phone: '+1 (415) 555-0142',
      hours: msg('Monday to Friday, 9:00 to 17:00 PT'),
      address: 'CareNet Health, 100 Market Street, San Francisco, CA 94105',
    },
  ],
  /** How soon a written request gets a first human answer. */
  responseTime: msg('two working days'),
  /** Emergency numbers: CareNet is never the place for an emergency. */
  emergency: { india: '112', us: '911' },
} as const;

/** The date the privacy policy and the terms took effect. */
export const LEGAL_EFFECTIVE_DATE = msg('1 November 2026');
