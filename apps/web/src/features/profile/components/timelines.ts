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
import { msg } from '../../../lib/i18n';

export type TimelineName =
  'experience' | 'educationTimelines' | 'memberships' | 'conferences' | 'certificates' | 'achievements';

type Row<N extends TimelineName> = ProfileFormValues[N][number];

/**
 * How one repeatable list of docs/api-contract.md#entities-and-field-names User is labelled and which of its keys hold the text and dates.
 * The texts are English marked msg(): shown through t() where they are rendered (the catalog loads after this module).
 */
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
  title: msg('Experience'),
  description: msg('Positions held, most recent first.'),
  icon: IconBriefcase,
  itemLabel: msg('Position'),
  textKey: 'experience',
  textLabel: msg('Position and organisation'),
  placeholder: msg('Consultant cardiologist, CareNet Heart Institute, Hyderabad'),
  startKey: 'experianceStartDate',
  endKey: 'experianceEndDate',
  ongoingLabel: msg('Present'),
  addLabel: msg('Add experience'),
  emptyText: msg('No experience added yet. Add the places you have worked or practised.'),
  emptyRow: { experience: '', experianceStartDate: '', experianceEndDate: '' },
};

const educationTimelines: TimelineConfig<'educationTimelines'> = {
  name: 'educationTimelines',
  title: msg('Education'),
  description: msg('Degrees, residencies and fellowships.'),
  icon: IconSchool,
  itemLabel: msg('Education'),
  textKey: 'education',
  textLabel: msg('Degree and institution'),
  placeholder: msg('MD (Internal Medicine), AIIMS New Delhi'),
  startKey: 'educationalStartDate',
  endKey: 'educationalEndDate',
  ongoingLabel: msg('Present'),
  addLabel: msg('Add education'),
  emptyText: msg('No education added yet.'),
  emptyRow: { education: '', educationalStartDate: '', educationalEndDate: '' },
};

const memberships: TimelineConfig<'memberships'> = {
  name: 'memberships',
  title: msg('Memberships'),
  description: msg('Professional bodies and associations.'),
  icon: IconUsersGroup,
  itemLabel: msg('Membership'),
  textKey: 'membershipDetails',
  textLabel: msg('Organisation and membership'),
  placeholder: msg('Life member, Cardiological Society of India'),
  startKey: 'memberShipStartDate',
  endKey: 'membershipEndDate',
  ongoingLabel: msg('Present'),
  addLabel: msg('Add membership'),
  emptyText: msg('No memberships added yet.'),
  emptyRow: { membershipDetails: '', memberShipStartDate: '', membershipEndDate: '' },
};

const conferences: TimelineConfig<'conferences'> = {
  name: 'conferences',
  title: msg('Conferences'),
  description: msg('Talks, papers and conferences attended.'),
  icon: IconPresentation,
  itemLabel: msg('Conference'),
  textKey: 'conferencesData',
  textLabel: msg('Conference'),
  placeholder: msg('Speaker, Annual Conference of the Indian Heart Rhythm Society 2023'),
  addLabel: msg('Add conference'),
  emptyText: msg('No conferences added yet.'),
  emptyRow: { conferencesData: '' },
};

const certificates: TimelineConfig<'certificates'> = {
  name: 'certificates',
  title: msg('Certificates'),
  description: msg('Licences and certifications.'),
  icon: IconCertificate,
  itemLabel: msg('Certificate'),
  textKey: 'certificates',
  textLabel: msg('Certificate'),
  placeholder: msg('Advanced Cardiac Life Support (ACLS), American Heart Association'),
  addLabel: msg('Add certificate'),
  emptyText: msg('No certificates added yet.'),
  emptyRow: { certificates: '' },
};

const achievements: TimelineConfig<'achievements'> = {
  name: 'achievements',
  title: msg('Achievements'),
  description: msg('Awards, grants and recognitions.'),
  icon: IconAward,
  itemLabel: msg('Achievement'),
  textKey: 'achievement',
  textLabel: msg('Achievement'),
  placeholder: msg('Best Clinical Research Award, State Medical Council'),
  startKey: 'achievementsStartDate',
  endKey: 'achievementsEndDate',
  addLabel: msg('Add achievement'),
  emptyText: msg('No achievements added yet.'),
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
