/**
 * docs/request-states.md#request-types request types. Wire values are SPEC's words; the two-word types of docs/request-states.md#request-types
 * ("board member", "homework help") travel as camelCase so they are safe in URLs and JSON filters.
 */
export const REQUEST_TYPES = [
  'talhospitals',
  'cash',
  'plasma',
  'career',
  'help',
  'internship',
  'volunteering',
  'boardMember',
  'podcast',
  'homeworkHelp',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  talhospitals: 'Health Request',
  cash: 'Fundraiser',
  plasma: 'Plasma',
  career: 'Career',
  help: 'Covid Help',
  internship: 'Internship',
  volunteering: 'Volunteering',
  boardMember: 'Board Member',
  podcast: 'Podcast',
  homeworkHelp: 'Homework Help',
};

/** The type of a care request of the hospitals edition (the feed's filter JSON asks for it). */
export const DEFAULT_REQUEST_TYPE: RequestType = 'talhospitals';

/** docs/request-states.md#request-types community types: visitors apply to them through the apply form. */
export const COMMUNITY_REQUEST_TYPES: readonly RequestType[] = [
  'internship',
  'volunteering',
  'career',
  'boardMember',
  'podcast',
  'homeworkHelp',
];

/** docs/request-states.md#request-types creatorType: patient or doctor, and the earlier donor, donee and mentee. */
export const CREATOR_TYPES = ['patient', 'doctor', 'donor', 'donee', 'mentee'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

export const CREATOR_TYPE_LABELS: Record<CreatorType, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  // docs/validation-and-limits.md "Default role label constants Donor and Donee".
  donor: 'Donor',
  donee: 'Donee',
  mentee: 'Mentee',
};

/** docs/request-states.md#request-types: the source of creation of requests, facilities and signups. */
export const SOURCE_OF_CREATION = 'talhospitals';

/** docs/screens-and-flows.md#home-and-feed Home page feed tabs with the filters each one sends. */
export const FEED_TABS = [
  { key: 'fundraisers', label: 'Fundraisers', filters: { request_type: 'cash' } },
  { key: 'plasmaDonors', label: 'Plasma Donors', filters: { request_type: 'plasma', creatorType: 'donor' } },
  { key: 'plasmaDonees', label: 'Plasma Donees', filters: { request_type: 'plasma', creatorType: 'donee' } },
  {
    key: 'careerMentees',
    label: 'Career Mentees',
    filters: { request_type: 'career', creatorType: 'mentee' },
  },
  { key: 'covidHelp', label: 'Covid Help', filters: { request_type: 'help' } },
] as const satisfies readonly {
  key: string;
  label: string;
  filters: { request_type: RequestType; creatorType?: CreatorType };
}[];

/** docs/validation-and-limits.md#requests page sizes of request lists. */
export const REQUEST_LIST_DEFAULT_LIMIT = 15;
export const REQUEST_LIST_MAX_LIMIT = 100;
export const FEED_PAGE_SIZE = 5;
/** docs/screens-and-flows.md#home-and-feed: a card shows the description cut at 100 characters. */
export const CARD_DESCRIPTION_LENGTH = 100;
