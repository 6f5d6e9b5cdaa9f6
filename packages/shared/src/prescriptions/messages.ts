/**
 * Prescription text. SPEC's own strings (§5 Prescription, §8) are spelled exactly as SPEC has them;
 * the others are ours, for places SPEC leaves silent.
 */
export const PRESCRIPTION_MESSAGES = {
  // docs/validation-and-limits.md#clinical Prescription: adding a medicine, and submitting with an empty list
  medicineNameRequired: 'Please enter name of medicine',
  medicineQuantityRequired: 'Please enter quantity of medicine',
  medicineUsageRequired: 'Please enter usage of medicine',
  // docs/api-contract.md#messages
  submitted: 'Prescription submitted successfully',
  submitFailed: 'Could not submit the form.',

  // Ours: docs/validation-and-limits.md#accounts says Full name, Age and Gender are required, not in which words
  fullNameRequired: 'Please enter full name',
  ageRequired: 'Please enter age',
  ageInvalid: 'Please enter a valid age',
  genderRequired: 'Please select gender',
  invalidRequest: 'Please choose the request this prescription is for.',
  tooManyMedicines: 'A prescription can list at most 30 medicines.',
  textTooLong: (max: number) => `At most ${max} characters`,
  onlyAcceptedDoctor: 'Only a doctor who accepted this request can write its prescription.',
  notFound: 'Prescription not found',
  loadFailed: 'We could not load the prescription',
  printFailed: 'We could not open the prescription for printing.',
} as const;
