/**
 * Product text. Strings quoted from SPEC are spelled exactly as SPEC has them (typos included);
 * the others are ours, written for places SPEC leaves silent.
 */
export const MESSAGES = {
  // docs/validation-and-limits.md#accounts Password (one message per rule; SPEC names the rules, the wording is ours)
  passwordRequired: 'Password is required',
  passwordLetter: 'Password must contain at least one letter',
  passwordCapital: 'Password must contain at least one capital letter',
  passwordDigit: 'Password must contain at least one digit',
  passwordSpecial: 'Password must contain at least one special character',
  passwordLength: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',

  // docs/validation-and-limits.md#facilities Add doctor / patient / facility contact, reused by every account form
  fieldRequired: 'This field is required',
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'This email is already linked to another account',
  invalidPhoneNumber: 'Please enter a valid phone number',
  phoneTaken: 'This phone number is already linked to another account.',
  fixErrors: 'Please fix the errors before submitting the form.',
  errorValidatingEmail: 'Error validating email. Please try again.',
  errorValidatingPhone: 'Error validating phone. Please try again.',

  // docs/validation-and-limits.md#addresses Address picker: a ZIP / PIN code that is not one of its country's
  invalidZipCode: 'Please enter valid zip_code',

  // docs/validation-and-limits.md#accounts Phone (verification), §8
  enterValidPhone: 'Enter valid phone number',
  verifyMobileNumber: 'Please verify the mobile number',
  phoneVerified: 'Mobile number verification has been successful!',
  phoneAlreadyVerified: (phone: string) => `Phone Number ${phone} is already verified`,
  numberAlreadyVerifiedServer: 'Your number is already verified',

  // docs/api-contract.md#messages
  updatedSuccessfully: 'Updated successfully',
  authenticationFailed: 'Authentication failed.',
  userDataNotObtained: 'User data could not be obtained.',
  failedToLoadUserData: 'Failed to load user data',
  failedToGetUserData: 'Failed to get the User data',

  // Accounts (ours)
  // The same answer whether or not the address is taken (docs/outside-sign-in.md#accounts-cannot-be-enumerated)
  registered: 'Check your e-mail: enter the 6-digit code we sent to verify your account.',
  signupCheckRefused:
    'Availability is checked only within a sign-up started on this page. Please reload the page.',
  otpSent: 'A new verification code has been sent.',
  otpInvalid: 'The verification code is not correct.',
  otpExpired: 'The verification code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please request a new verification code.',
  otpFormat: 'Enter the 6-digit code',
  accountVerified: 'Your account is verified. You can sign in now.',
  accountVerifiedSignedIn: 'Your account is verified. Welcome to CareNet!',
  accountNotVerified: 'Please verify your account first. We have sent you a new verification code.',
  invalidCredentials: 'The account or password is not correct.',
  loggedIn: 'Signed in successfully',
  loggedOut: 'Signed out successfully',
  accountNotFound: 'No account found with that e-mail or phone number.',
  accountRequired: 'Please enter your e-mail or phone number',
  passwordResetCodeSent: 'If that account exists, we have sent it a code to reset the password.',
  passwordChanged: 'Your password has been changed. Please sign in again.',
  currentPasswordWrong: 'The current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  usernameChanged: 'Your username has been changed.',
  usernameTaken: 'That username is already taken.',
  usernameFormat: 'Use 3 to 30 letters, digits, dots, hyphens or underscores.',
  numberChanged: 'Your phone number has been changed. Please verify it.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notFound: 'Not found',
  routeNotFound: 'The requested resource was not found.',
  forbidden: 'You are not allowed to do that.',
  cannotGrantPrivilegedRole: 'You cannot grant yourself that role.',
  invalidInput: 'Some fields are not valid.',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  // Requests refused before a route reads them (ours): fixed text, never the input itself
  disallowedCharacters: 'The request contains characters that are not allowed.',
  malformedJson: 'The request body is not valid JSON.',
  malformedUrl: 'The address of this request is not valid.',
  urlTooLong: 'The address of this request is too long.',
  requestTooLarge: 'The request is too large.',
  requestTimedOut: 'The request took too long to arrive. Please try again.',
  unsupportedContentType: 'This type of content is not accepted here.',
  malformedUpload: 'The upload could not be read. Please choose the file and send it again.',
  rangeNotSatisfiable: 'The requested part of the file is past its end.',
  badRequest: 'The request could not be understood.',
  feedbackThanks: 'Thank you for your feedback!',
  roleUpdated: 'Your role has been saved.',
  otpVerified: 'The code is correct. Choose a new password.',
  phoneNotOnAccount: 'This is not the phone number on your account. Change your number first.',
  // docs/screens-and-flows.md#home-and-feed Home page (the carousels' lines are HOME_MESSAGES)
  emptyRequestList: 'Your request list is empty! Click create request to make a request.',
} as const;
