/** docs/screens-and-flows.md#layout Footer links. */
export const FOOTER_LINKS: { label: string; to: string }[] = [
  { label: 'About', to: '/users/help-desk' },
  { label: 'Contact Us', to: '/users/ContactUs' },
  { label: 'Privacy', to: '/users/Privacy' },
  { label: 'Terms', to: '/users/Terms' },
  { label: 'Legal', to: '/termsandconditions' },
  { label: 'Podcasts', to: '/podcasts' },
];
