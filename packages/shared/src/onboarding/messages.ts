/** Product text of the administrator's onboarding screens (SPEC §8, spelled as SPEC has it), and ours. */
export const ONBOARDING_MESSAGES = {
  doctorSubmitted: "Doctor's information submitted successfully.",
  patientSubmitted: "Patient's information submitted successfully.",
  hospitalStep1Submitted: 'Hospital information submitted successfully. Proceed to the next step.',
  hospitalSubmitted: 'Hospital details submitted successfully..',
  hospitalNameTaken: 'Hospital name already exists. Please enter a different name.',
  hospitalStep1Missing: 'Hospital data not found. Please complete step 1 first.',
  failedToCreateOrganization: 'Failed to create organization.',
  submissionFailed: 'Something went wrong during the submission.',
  // Ours: SPEC names the fields, not these words.
  yearsOfExperience: 'Please enter the years of experience (0 to 80)',
  contactCreated: 'The account is created. We have e-mailed a link to choose a password.',
  passwordSet: 'Your password is set. You can sign in now.',
  setupLinkInvalid: 'This link is not valid. Ask an administrator to send you a new one.',
  setupLinkExpired: 'This link has expired. Ask an administrator to send you a new one.',
} as const;
