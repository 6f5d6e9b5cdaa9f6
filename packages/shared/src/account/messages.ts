/** What a person reads about their own account data: export, erasure, payment accounts. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'That password is not correct. Your account was not deleted.',
  erased: 'Your account and your personal data have been deleted',
  exportStarted: 'Your data is being downloaded',
  /** {facilities} is the list of facility names. */
  lastOwner:
    'You are the only owner of {facilities}. Make another member its owner, or delete the facility, before you delete your account.',
  eraseWarning:
    'This deletes your profile, medical records, registration, consents, prescriptions, appointments, files and messages for good. Your requests stay only as “Removed at the person’s request”. Download your data first if you want to keep a copy. This cannot be undone.',
  paymentAccountSaved: 'Payment account saved',
  paymentAccountUpdated: 'Payment account updated',
  paymentAccountsOnlyClinicians: 'Only doctors and facilities receive donations into a payment account.',
  holderNameRequired: 'Enter the account holder’s name',
  countryRequired: 'Choose the country of the bank',
  accountNumberIndia: 'An Indian account number has 9 to 18 digits',
  accountNumberUs: 'A US account number has 4 to 17 digits',
  ifscRequired: 'Enter the IFSC code',
  ifscInvalid: 'An IFSC code looks like SBIN0001234: 4 letters, 0, then 6 letters or digits',
  routingRequired: 'Enter the routing number',
  routingInvalid: 'A routing number has 9 digits and a valid check digit',
} as const;
