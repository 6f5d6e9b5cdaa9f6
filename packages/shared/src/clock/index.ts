import { z } from 'zod';

/**
 * GET /currentTime: the server's clock, which the web reads for the year it shows (the footer's
 * copyright) rather than trusting the device's. The year is the UTC one.
 */
export const currentTimeSchema = z.object({
  /** ISO 8601, UTC. */
  currentTime: z.string(),
  year: z.number().int(),
});
export type CurrentTimeDto = z.infer<typeof currentTimeSchema>;
