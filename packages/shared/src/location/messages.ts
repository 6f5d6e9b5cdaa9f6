/** Location and image moderation text. SPEC's own strings (§8) are spelled as SPEC has them; the rest are ours. */
export const LOCATION_MESSAGES = {
  // docs/api-contract.md#messages: the address picker's failures, followed by the error's own text.
  statesFailed: 'Problem in getting states: ',
  citiesFailed: 'Problem in getting cities: ',
  regionsFailed: 'Error fetching regions:',

  // Ours
  countryIdRequired: 'Please choose a country (countryId IN or US).',
  unknownCountry: 'CareNet serves India (IN) and the United States (US) only; there is no such country here.',
  stateIdRequired: 'Please choose a state (stateId such as IN-MH or US-CA).',
  unknownState: 'There is no such state in India or the United States. State ids look like IN-MH or US-CA.',
  regionFromAddress: 'Region found from your network address',
  regionDefaultLocal: 'Your network address is private or local, so the default region (India) is used.',
  regionDefaultUnknown: 'Your network address could not be placed, so the default region (India) is used.',
  regionDefaultOutside:
    'CareNet serves India and the United States; outside them the default region (India) is used.',
} as const;

/** What the location page (/locationaccept) and image moderation tell the user. */
export const LOCATION_PAGE_MESSAGES = {
  title: 'Share your location',
  why: 'CareNet uses your location to show doctors and hospitals nearest to you first. It is kept on this device only and removed when you log out.',
  share: 'Share my location',
  asking: 'Waiting for your browser…',
  saved: 'Thank you. Your location is saved on this device, and nearby doctors will be shown first.',
  denied:
    'Location permission was denied. You can still search doctors by city, or allow location in your browser settings and try again.',
  unavailable: 'Your location could not be found right now. Please try again.',
  unsupported: 'This browser cannot share its location. You can still search doctors by city.',
  regionIntro: 'Without it, CareNet shows care in your region:',
  clear: 'Forget my location',
  cleared: 'Your location was removed from this device.',
} as const;

export const MODERATION_MESSAGES = {
  checked: 'Image checked',
  rejected:
    'This image looks like it contains nudity or sexual content, which CareNet does not allow here. Please choose another image.',
  unavailable:
    'Images cannot be checked right now, so none can be uploaded. Please try again in a few minutes.',
  off: 'Image checking is turned off on this server: the image was not checked.',
} as const;
