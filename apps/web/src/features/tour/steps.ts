import { msg } from '../../lib/i18n';
import type { TourRole } from '../../lib/tour';

export interface TourStep {
  /**
   * The `data-tour` names of the element the step points at, in order of preference: the first one
   * shown on the screen wins (on a phone the side menu's entries are behind the burger, 'menu').
   */
  targets: string[];
  /** English, marked with msg(): shown through t(). */
  title: string;
  /** One sentence on what the element is for (English, marked with msg(): shown through t()). */
  text: string;
}

/** A side-menu entry, or the burger that holds the menu on a phone. */
const inMenu = (to: string) => [`menu:${to}`, 'menu'];

const STEP = {
  home: (label: string): TourStep => ({
    targets: inMenu('/'),
    title: label,
    text: msg('Your home feed: the requests that concern you, always one click away in the menu.'),
  }),
  createRequest: {
    targets: ['create-request', 'menu'],
    title: msg('Create Request'),
    text: msg('Ask doctors, donors and facilities for help by describing what you need in a new request.'),
  },
  createCampaign: {
    targets: ['create-campaign', 'menu'],
    title: msg('Create Campaign'),
    text: msg('Start a free health campaign, such as a check-up camp, that anyone can join.'),
  },
  feedTabs: {
    targets: ['feed-tabs'],
    title: msg('Request categories'),
    text: msg('Switch between fundraisers, plasma donors and donees, career mentees and Covid help.'),
  },
  search: {
    targets: ['feed-search'],
    title: msg('Search'),
    text: msg('Find a request by its title, its description or its reference id.'),
  },
  notifications: {
    targets: ['notifications'],
    title: msg('Notifications'),
    text: msg('The bell tells you when someone answers, accepts or updates one of your requests.'),
  },
  records: {
    targets: inMenu('/member/myMedicalRecords'),
    title: msg('Medical Records'),
    text: msg(
      'Keep your reports, scans and prescriptions together and share them only with the doctors you choose.',
    ),
  },
  findDoctors: {
    targets: inMenu('/finddoctors'),
    title: msg('Find Doctors'),
    text: msg('Look for a doctor by speciality or city; the search opens in a new tab.'),
  },
  freeCampaigns: {
    targets: inMenu('/myrequests'),
    title: msg('Free Campaigns'),
    text: msg('See the free health campaigns that doctors and facilities run and take part in them.'),
  },
  doctorRequests: {
    targets: inMenu('/doctorrequests'),
    title: msg('My Requests'),
    text: msg("The patients' requests you accepted, with their treatment status, in one list."),
  },
  referDoctor: {
    targets: inMenu('/referDoctor'),
    title: msg('Refer a doctor'),
    text: msg('Invite a colleague to CareNet by e-mail and see who joined through you.'),
  },
  facilities: {
    targets: ['my-facilities', 'menu'],
    title: msg('My Facilities'),
    text: msg('The hospitals and clinics you work with; add a facility here to receive requests for it.'),
  },
  profile: {
    targets: ['profile-menu', 'menu'],
    title: msg('Your profile'),
    text: msg('Edit your profile, send feedback, take this tour again or log out from here.'),
  },
} satisfies Record<string, TourStep | ((label: string) => TourStep)>;

/** The tour of each role that has one: patients 7 steps, doctors 11, facilities 9. */
export const TOUR_STEPS: Record<TourRole, TourStep[]> = {
  patient: [
    STEP.createRequest,
    STEP.feedTabs,
    STEP.search,
    STEP.notifications,
    STEP.records,
    STEP.findDoctors,
    STEP.profile,
  ],
  doctor: [
    STEP.home(msg('Requests assigned to me')),
    STEP.createRequest,
    STEP.createCampaign,
    STEP.feedTabs,
    STEP.notifications,
    STEP.records,
    STEP.doctorRequests,
    STEP.referDoctor,
    STEP.freeCampaigns,
    STEP.facilities,
    STEP.profile,
  ],
  facilities: [
    STEP.createRequest,
    STEP.createCampaign,
    STEP.feedTabs,
    STEP.search,
    STEP.notifications,
    STEP.records,
    STEP.freeCampaigns,
    STEP.facilities,
    STEP.profile,
  ],
};
