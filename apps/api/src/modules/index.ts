import type { ActivityCategories } from '../platform/audit';
import type { PruneStep } from '../platform/pruning';
import type { AppContext } from '../platform/context';
import type { ApiModule } from '../platform/module';
import { authActivityCategories } from './auth/events';
import { authRoutes } from './auth/routes';
import { subscribeLiveAccess } from './live-access';
import { healthRoutes } from './health/routes';
import { feedbackRoutes } from './feedback/routes';
import { userActivityCategories } from './users/events';
import { userRoutes } from './users/routes';
import { requestActivityCategories } from './requests/events';
import { requestRoutes } from './requests/routes';
import { favouriteRoutes } from './favourites/routes';
import { applicationActivityCategories } from './applications/events';
import { applicationRoutes } from './applications/routes';
import { subscribeApplications } from './applications/subscriptions';
import { commentActivityCategories } from './comments/events';
import { commentRoutes } from './comments/routes';
import { subscribeComments } from './comments/subscriptions';
import { donationActivityCategories } from './donations/events';
import { donationRoutes } from './donations/routes';
import { meetLinkActivityCategories } from './meet-links/events';
import { meetLinkRoutes } from './meet-links/routes';
import { subscribeMeetLinks } from './meet-links/subscriptions';
import { chatActivityCategories } from './chat/events';
import { chatRoutes } from './chat/routes';
import { subscribeChat } from './chat/subscriptions';
import { organizationActivityCategories } from './organizations/events';
import { organizationRoutes } from './organizations/routes';
import { organizationMemberActivityCategories } from './organization-members/events';
import { organizationMemberRoutes } from './organization-members/routes';
import { patientActivityCategories } from './patients/events';
import { patientRoutes } from './patients/routes';
import { recordActivityCategories } from './records/events';
import { recordRoutes } from './records/routes';
import { prescriptionActivityCategories } from './prescriptions/events';
import { prescriptionRoutes } from './prescriptions/routes';
import { scheduleActivityCategories } from './schedules/events';
import { scheduleRoutes } from './schedules/routes';
import { appointmentActivityCategories } from './appointments/events';
import { appointmentRoutes } from './appointments/routes';
import { subscribeAppointments } from './appointments/subscriptions';

import { notificationRoutes } from './notifications/routes';
import { subscribeNotifications } from './notifications/subscriptions';
import { careTeamActivityCategories } from './care-team/events';
import { careTeamRoutes } from './care-team/routes';
import { verificationActivityCategories } from './verification/events';
import { verificationRoutes } from './verification/routes';
import { statisticsRoutes } from './statistics/routes';
import { activityLogRoutes } from './activity-log/routes';
import { settingsRoutes } from './settings/routes';
import { catalogueActivityCategories } from './catalogues/events';
import { catalogueRoutes } from './catalogues/routes';
import { bulkImportActivityCategories } from './bulk-import/events';
import { bulkImportRoutes } from './bulk-import/routes';
import { subscribeBulkImport } from './bulk-import/subscriptions';
import { onboardingActivityCategories } from './onboarding/events';
import { onboardingRoutes } from './onboarding/routes';
import { accountDataActivityCategories } from './account-data/events';
import { accountDataRoutes } from './account-data/routes';
import { paymentAccountActivityCategories } from './payment-accounts/events';
import { paymentAccountRoutes } from './payment-accounts/routes';
import { contactRoutes } from './contacts/routes';
import { podcastActivityCategories } from './podcasts/events';
import { podcastRoutes } from './podcasts/routes';
import { audioRoomActivityCategories } from './audio-rooms/events';
import { audioRoomRoutes } from './audio-rooms/routes';
import { locationRoutes } from './location/routes';
import { directoryActivityCategories } from './directory/events';
import { directoryRoutes } from './directory/routes';
import { doctorSearchRoutes } from './doctor-search/routes';
import { moderationRoutes } from './moderation/routes';
import { assistantActivityCategories } from './assistant/events';
import { assistantRoutes } from './assistant/routes';
import { pruneGuestConversations } from './assistant/service';
import { deleteExpiredUnconfirmed } from './events/repository';
import { referralActivityCategories } from './referrals/events';
import { referralRoutes } from './referrals/routes';
import { shortLinkActivityCategories } from './short-links/events';
import { shortLinkRoutes } from './short-links/routes';
import { certificateActivityCategories } from './certificates/events';
import { certificateRoutes } from './certificates/routes';
import { subscribeCertificates } from './certificates/subscriptions';
import { couponActivityCategories } from './coupons/events';
import { couponRoutes } from './coupons/routes';
import { eventActivityCategories } from './events/events';
import { eventRoutes } from './events/routes';

/** Every feature module, mounted under /api/v1 in this order. */
export const modules: ApiModule[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  feedbackRoutes,
  requestRoutes,
  favouriteRoutes,
  applicationRoutes,
  commentRoutes,
  donationRoutes,
  organizationRoutes,
  organizationMemberRoutes,
  meetLinkRoutes,
  chatRoutes,
  patientRoutes,
  recordRoutes,
  prescriptionRoutes,
  scheduleRoutes,
  appointmentRoutes,
  notificationRoutes,
  careTeamRoutes,
  verificationRoutes,
  bulkImportRoutes,
  onboardingRoutes,
  catalogueRoutes,
  statisticsRoutes,
  activityLogRoutes,
  settingsRoutes,
  accountDataRoutes,
  paymentAccountRoutes,
  contactRoutes,
  podcastRoutes,
  audioRoomRoutes,
  locationRoutes,
  directoryRoutes,
  doctorSearchRoutes,
  moderationRoutes,
  assistantRoutes,
  referralRoutes,
  shortLinkRoutes,
  certificateRoutes,
  couponRoutes,
  eventRoutes,
];

/**
 * What each module wires into the app besides its routes: its durable and realtime event
 * subscriptions, its jobs and its realtime topics, declared in the module's subscriptions.ts.
 */
export const moduleSubscriptions: ((ctx: AppContext) => void)[] = [
  subscribeLiveAccess,
  subscribeApplications,
  subscribeComments,
  subscribeMeetLinks,
  subscribeChat,
  subscribeAppointments,
  subscribeBulkImport,
  subscribeNotifications,
  subscribeCertificates,
];

/** What modules keep for a while only, deleted by the daily prune (docs/medical-assistant.md#history). */
export const modulePruning: PruneStep[] = [
  (db) => pruneGuestConversations(db),
  // Guest registrations whose e-mail was never confirmed hold no seat and go once their link expired.
  async (db) => {
    await deleteExpiredUnconfirmed(db, new Date());
  },
];

/** Domain event types recorded in the activity log, by docs/care-relationship.md#activity-log category. */
export const activityCategories: ActivityCategories = {
  ...authActivityCategories,
  ...userActivityCategories,
  ...requestActivityCategories,
  ...applicationActivityCategories,
  ...commentActivityCategories,
  ...donationActivityCategories,
  ...meetLinkActivityCategories,
  ...chatActivityCategories,
  ...patientActivityCategories,
  ...recordActivityCategories,
  ...prescriptionActivityCategories,
  ...scheduleActivityCategories,
  ...appointmentActivityCategories,
  ...careTeamActivityCategories,
  ...verificationActivityCategories,
  ...bulkImportActivityCategories,
  ...onboardingActivityCategories,
  ...organizationActivityCategories,
  ...organizationMemberActivityCategories,
  ...catalogueActivityCategories,
  ...accountDataActivityCategories,
  ...paymentAccountActivityCategories,
  ...podcastActivityCategories,
  ...directoryActivityCategories,
  ...audioRoomActivityCategories,
  ...assistantActivityCategories,
  ...referralActivityCategories,
  ...shortLinkActivityCategories,
  ...certificateActivityCategories,
  ...couponActivityCategories,
  ...eventActivityCategories,
};
