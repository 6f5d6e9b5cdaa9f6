import {
  IconAward,
  IconBriefcase,
  IconCertificate,
  IconPresentation,
  IconSchool,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ProfileFormValues } from '../formValues';

export type TimelineName =
  'experience' | 'educationTimelines' | 'memberships' | 'conferences' | 'certificates' | 'achievements';

type Row<N extends TimelineName> = ProfileFormValues[N][number];

/** How one repeatable list of docs/api-contract.md#entities-and-field-names User is labelled and which of its keys hold the text and dates. */
export interface TimelineConfig<N extends TimelineName = TimelineName> {
  name: N;
  title: string;
  /** Shown on the public profile and under the edit card's heading. */
  description: string;
  icon: Icon;
  /** The name of one row ("Position 2"). */
  itemLabel: string;
  textKey: keyof Row<N> & string;
  textLabel: string;
  placeholder: string;
  /** Lists with a time span; conferences and certificates have none. */
  startKey?: keyof Row<N> & string;
  endKey?: keyof Row<N> & string;
  /** What an open-ended span means (an empty end month). */
  ongoingLabel?: string;
  addLabel: string;
  emptyText: string;
  emptyRow: Row<N>;
}

/** Any one of the lists, each with its own keys. */
export type AnyTimelineConfig = { [N in TimelineName]: TimelineConfig<N> }[TimelineName];

const experience: TimelineConfig<'experience'> = {
  name: 'experience',
  title: 'Experience',
  description: 'Positions held, most recent first.',
  icon: IconBriefcase,
  itemLabel: 'Position',
  textKey: 'experience',
  textLabel: 'Position and organisation',
  placeholder: 'Consultant cardiologist, CareNet Heart Institute, Hyderabad',
  startKey: 'experianceStartDate',
  endKey: 'experianceEndDate',
  ongoingLabel: 'Present',
  addLabel: 'Add experience',
  emptyText: 'No experience added yet. Add the places you have worked or practised.',
  emptyRow: { experience: '', experianceStartDate: '', experianceEndDate: '' },
};

const educationTimelines: TimelineConfig<'educationTimelines'> = {
  name: 'educationTimelines',
  title: 'Education',
  description: 'Degrees, residencies and fellowships.',
  icon: IconSchool,
  itemLabel: 'Education',
  textKey: 'education',
  textLabel: 'Degree and institution',
  placeholder: 'MD (Internal Medicine), AIIMS New Delhi',
  startKey: 'educationalStartDate',
  endKey: 'educationalEndDate',
  ongoingLabel: 'Present',
  addLabel: 'Add education',
  emptyText: 'No education added yet.',
  emptyRow: { education: '', educationalStartDate: '', educationalEndDate: '' },
};

const memberships: TimelineConfig<'memberships'> = {
  name: 'memberships',
  title: 'Memberships',
  description: 'Professional bodies and associations.',
  icon: IconUsersGroup,
  itemLabel: 'Membership',
  textKey: 'membershipDetails',
  textLabel: 'Organisation and membership',
  placeholder: 'Life member, Cardiological Society of India',
  startKey: 'memberShipStartDate',
  endKey: 'membershipEndDate',
  ongoingLabel: 'Present',
  addLabel: 'Add membership',
  emptyText: 'No memberships added yet.',
  emptyRow: { membershipDetails: '', memberShipStartDate: '', membershipEndDate: '' },
};

const conferences: TimelineConfig<'conferences'> = {
  name: 'conferences',
  title: 'Conferences',
  description: 'Talks, papers and conferences attended.',
  icon: IconPresentation,
  itemLabel: 'Conference',
  textKey: 'conferencesData',
  textLabel: 'Conference',
  placeholder: 'Speaker, Annual Conference of the Indian Heart Rhythm Society 2023',
  addLabel: 'Add conference',
  emptyText: 'No conferences added yet.',
  emptyRow: { conferencesData: '' },
};

const certificates: TimelineConfig<'certificates'> = {
  name: 'certificates',
  title: 'Certificates',
  description: 'Licences and certifications.',
  icon: IconCertificate,
  itemLabel: 'Certificate',
  textKey: 'certificates',
  textLabel: 'Certificate',
  placeholder: 'Advanced Cardiac Life Support (ACLS), American Heart Association',
  addLabel: 'Add certificate',
  emptyText: 'No certificates added yet.',
  emptyRow: { certificates: '' },
};

const achievements: TimelineConfig<'achievements'> = {
  name: 'achievements',
  title: 'Achievements',
  description: 'Awards, grants and recognitions.',
  icon: IconAward,
  itemLabel: 'Achievement',
  textKey: 'achievement',
  textLabel: 'Achievement',
  placeholder: 'Best Clinical Research Award, State Medical Council',
  startKey: 'achievementsStartDate',
  endKey: 'achievementsEndDate',
  addLabel: 'Add achievement',
  emptyText: 'No achievements added yet.',
  emptyRow: { achievement: '', achievementsStartDate: '', achievementsEndDate: '' },
};

/** In the order both the edit form and the public profile show them. */
export const TIMELINES: readonly AnyTimelineConfig[] = [
  experience,
  educationTimelines,
  memberships,
  conferences,
  certificates,
  achievements,
];
