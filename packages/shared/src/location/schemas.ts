import { z } from 'zod';
import { LOCATION_MESSAGES } from './messages';

/** A query id: required, short, printable ASCII (a NUL byte or a lone surrogate is just not an id). */
const locationId = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(20, required)
    .regex(/^[\x20-\x7e]+$/, required);

/** GET /state?countryId=IN */
export const stateQuerySchema = z.object({ countryId: locationId(LOCATION_MESSAGES.countryIdRequired) });

/** GET /city?stateId=IN-MH */
export const cityQuerySchema = z.object({ stateId: locationId(LOCATION_MESSAGES.stateIdRequired) });
