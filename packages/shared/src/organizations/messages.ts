import { UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX } from './types';

/** Facility text. Strings quoted from SPEC (§5, §8) keep SPEC's spelling; the others are ours. */
export const ORGANIZATION_MESSAGES = {
  // docs/validation-and-limits.md#accounts Facility form ('Another form' names the form's own fields: name, type, description, e-mail)
  nameRequired: 'Please enter name',
  typeRequired: 'Please select type',
  descriptionRequired: 'Please enter description',
  invalidEmail: 'Please enter valid email',
  fullAddressRequired: 'Please provide the full address of the Organization.',
  serviceRequired: 'Please select atleast one service',
  invalidWebsite: 'Please enter a valid link',
  invalidDiscount: 'Please enter a discount between 0 and 100',

  // docs/api-contract.md#messages
  nameTaken: 'That name is already taken. Please use a different name',
  hospitalNameTaken: 'Hospital name already exists. Please enter a different name.',
  created: 'Facility created successfully',
  updated: 'Facility details are updated successfully',
  submitFailed: 'Failed to submit facility information.',
  submitError: 'An error occurred while submitting facility information.',
  hospitalStep1Missing: 'Hospital data not found. Please complete step 1 first.',
  createFailed: 'Failed to create organization.',
  deleteFailed: 'Delete organization Failed.',
  servicesLoadFailed: 'Failed to load facility services',
  hospitalSubmitted: 'Hospital details submitted successfully..',
  invitationSent: 'Invitation sent successfully',

  // Ours
  notFound: 'Facility not found',
  deleted: 'The facility is deleted',
  onlyFacilityUsers: 'Only facility or doctor users may add facilities.',
  cannotEdit: 'Only the owners and admins of this facility can change it.',
  cannotDelete: 'Only the owners of this facility can delete it.',
  unknownService: (name: string) =>
    `'${name}' is not one of the facility services. Please pick from the list.`,
  hospitalUserNotFound: 'The contact person was not found. Please complete step 1 first.',
  emailConfirmationSent: 'We have sent a confirmation link to the facility e-mail address.',
  emailConfirmed: "The facility's e-mail address is confirmed.",
  emailTokenInvalid: 'This confirmation link is not valid. Please ask for a new one from the facility page.',
  emailTokenExpired:
    'This confirmation link has expired. Please save the facility e-mail again to get a new one.',

  // Members and invitations (ours)
  memberNotFound: 'This person is not a member of the facility.',
  userNotFound: 'No user found with that id.',
  alreadyMember: 'This person is already a member of the facility.',
  cannotManageMembers: 'Only the owners and admins of this facility can manage its members.',
  onlyOwnersManageOwners: 'Only an owner can make or remove another owner.',
  lastOwner: 'A facility needs at least one owner. Make another member an owner first.',
  roleChanged: 'The role is changed.',
  memberRemoved: 'The member is removed from the facility.',
  leftFacility: 'You have left the facility.',
  invitationNotFound: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Please ask the facility for a new one.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationOtherEmail:
    'This invitation was sent to another e-mail address. Please sign in with the address it was sent to.',
  invitationAccepted: 'You have joined the facility.',
  invitationWithdrawn: 'The invitation is withdrawn.',
  pendingInvitationNotFound: 'This invitation is no longer pending.',
  alreadyInvited: 'This person already has an invitation to this facility waiting.',
  invitationDeclined: 'You have declined the invitation.',
  unverifiedInvitationLimit: `A facility awaiting verification can have at most ${UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX} invitations waiting. Withdraw one, or have the facility verified first.`,
} as const;
