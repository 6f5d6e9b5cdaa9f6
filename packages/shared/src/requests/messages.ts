import { MESSAGES } from '../messages';

/**
 * Care-request text. Strings quoted from SPEC (§2, §8) are spelled exactly as SPEC has them, typos
 * included; the others are ours, for places SPEC leaves silent.
 */
export const REQUEST_MESSAGES = {
  // docs/screens-and-flows.md#home-and-feed Home page
  emptyRequestList: MESSAGES.emptyRequestList,
  noRequestsFound: 'No Donation Requests found.',
  // docs/api-contract.md#messages
  requestUpdated: 'Request updated successfully',
  updateFailed: 'Failed toupdate the request',
  reportThanks:
    'Thanks for letting us know. Your feedback is important in helping us keep the community safe.',
  getRequestsFailed: 'getDonationRequests Failed.',
  fetchRequestsProblem: 'Problem in fetching donation requests:',

  // Forms (ours, in the voice of docs/validation-and-limits.md)
  titleRequired: 'Please enter title',
  titleTooLong: 'Title can be at most 150 characters',
  descriptionRequired: 'Please enter description',
  descriptionTooLong: 'Description can be at most 5000 characters',
  briefTooLong: 'Brief can be at most 300 characters',
  typeRequired: 'Please select type',
  invalidCurrency: 'Please enter a valid currency code, such as INR or USD',
  invalidRegion: 'Please enter a valid region code, such as IN or US',
  invalidSource: 'Use letters, digits, hyphens or underscores for the source',
  invalidId: 'Invalid id',
  invalidStatus: 'Unknown request status',
  invalidDate: 'Please enter a valid date',
  // docs/validation-and-limits.md#clinical Meet link: start after end
  dateRangeInvalid: 'Please select a valid date',
  invalidFilters:
    'filters must be a JSON object such as {"request_type":"talhospitals","creatorType":"patient"}',
  reportReasonRequired: 'Please choose a reason for the report.',

  // Outcomes (ours)
  requestCreated: 'Request created successfully',
  requestDeleted: 'Request deleted successfully',
  doctorsAssigned: 'Doctors assigned successfully',
  // docs/request-states.md#reviewing-reports: an administrator's decision on a reported request
  reportsDismissed: 'The reports are dismissed. The request stays as it was.',
  spamConfirmed: 'The reports are confirmed. The request is marked as spam.',
  addedToFavourites: 'Added to your favourites',
  removedFromFavourites: 'Removed from your favourites',

  // Refusals (ours): each names what the caller can do about it
  nothingToUpdate: 'Nothing to update: send the fields to change.',
  oneChangeAtATime:
    'Send one kind of change at a time: the request fields, a status, acceptanceStatus or requestStatusByDoctor.',
  onlyOwnerEdits: 'Only the creator of this request can edit it.',
  onlyOwnerDeletes: 'Only the creator of this request or an administrator can delete it.',
  onlyAdminsSetStatus: 'Only administrators can change the status of a request.',
  statusNotSettable: 'This status cannot be set by hand.',
  onlyDoctorsDecide: 'Only doctors can accept or reject a request.',
  onlyPatientRequestsDecided: 'Only requests created by patients can be accepted or rejected.',
  decideOnlyApproved: 'Only approved requests can be accepted or rejected.',
  alreadyDecided: 'This request has already been accepted or rejected.',
  assignedToOtherDoctor: 'This request is assigned to another doctor.',
  cannotDecideOwnRequest: 'You cannot accept or reject your own request.',
  onlyAcceptingDoctorTreats: 'Only the doctor who accepted this request can update its treatment.',
  treatmentOfFulfilled: 'The treatment of a fulfilled request cannot be changed.',
  alreadyReported: 'This request has already been reported.',
  alreadyReportedByYou: 'You have already reported this request.',
  cannotReportOwn: 'You cannot report your own request.',
  onlyAdminsReviewReports: 'Only administrators can review reports.',
  noReportsToReview: 'This request has no reports waiting for review.',
  cannotAssignDoctors: 'Only administrators and members of the request’s facility can assign doctors.',
  onlyDoctorsAssignable: 'Only doctors can be assigned to a request.',
  assignOnlyPatientRequests: 'Doctors can be assigned only to requests created by patients.',
  cannotUnassignAcceptedDoctor: 'A doctor who accepted this request cannot be unassigned.',
  unknownFacility: 'Choose a verified facility or one you belong to.',
  downloadNotAllowed: 'Only administrators can download requests, or the creator their own (my_search=true).',
  listNotAllowed: 'You can only list your own requests and favourites.',
} as const;
