/**
 * Product text of the administrator's onboarding screens (docs/api-contract.md#messages, spelled as SPEC has it), and ours.
 * Add Hospital step 2's texts are the facility ones (ORGANIZATION_MESSAGES).
 */
export const ONBOARDING_MESSAGES = {
  doctorSubmitted: "Doctor's information submitted successfully.",
  patientSubmitted: "Patient's information submitted successfully.",
  hospitalStep1Submitted: 'Hospital information submitted successfully. Proceed to the next step.',
  submissionFailed: 'Something went wrong during the submission.',
  // Ours: SPEC names the fields, not these words.
  yearsOfExperience: 'Please enter the years of experience (0 to 80)',
  unknownSpecialty: 'Please choose the specialties from the list.',
  passwordSet: 'Your password is set. You can sign in now.',
  setupLinkInvalid: 'This link is not valid. Ask an administrator to send you a new one.',
  setupLinkExpired: 'This link has expired. Ask an administrator to send you a new one.',
} as const;
