import { z } from 'zod';
import { MESSAGES } from '../messages';
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH, isValidPhone } from '../phone';

export const phoneSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.invalidPhoneNumber)
  .max(PHONE_MAX_LENGTH + 4, MESSAGES.invalidPhoneNumber)
  .refine((value) => isValidPhone(value, DEFAULT_PHONE_COUNTRY), MESSAGES.invalidPhoneNumber);
