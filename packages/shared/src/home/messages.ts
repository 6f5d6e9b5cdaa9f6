/**
 * The home page's carousels' product text, apart from MESSAGES so the signed-out home page's first load
 * carries these three lines instead of every message of the product.
 */
export const HOME_MESSAGES = {
  // docs/api-contract.md#messages
  usersListFetchFailed: 'Users List Fetch Failed.',
  // docs/screens-and-flows.md#home-and-feed Home page
  noDoctorsFound: 'No doctors found',
  noHospitalsFound: 'No hospitals found',
} as const;
