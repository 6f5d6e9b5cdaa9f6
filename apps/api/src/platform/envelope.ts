import type { SuccessEnvelope } from '@carenet/shared';

/** Builds the success envelope of DESIGN §2. */
export function ok<T>(
  data: T,
  message = 'Success',
  extra: { statusCode?: number; totalCountOfRecords?: number } = {},
): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = { status: 'success', statusCode: extra.statusCode ?? 200, message, data };
  if (extra.totalCountOfRecords !== undefined) body.totalCountOfRecords = extra.totalCountOfRecords;
  return body;
}
