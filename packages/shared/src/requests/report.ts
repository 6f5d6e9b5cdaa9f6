/** docs/request-states.md#reporting report reasons, spelled exactly as the product has them (typos included: they are product text). */
export const REPORT_REASONS = [
  'Nudity or sexaul activity',
  'Hate speech or symbols',
  'Violence or dangerous information',
  'Scam or fraud',
  'False information',
  'Bullying or harassment',
  'Intellectul property violation',
  'Unauthorised Content',
  'Phishing or Malware',
  'I just dont like it',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
