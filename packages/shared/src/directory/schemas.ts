import { z } from 'zod';
import { DIRECTORY_MESSAGES } from './messages';

const filterText = (max: number) => z.string().trim().max(max).optional();
const limit = z.coerce.number().int().min(1).max(50).optional().default(12);
const offset = z.coerce.number().int().min(0).max(100_000).optional().default(0);

/** GET /directory/doctors: the directory's doctors, by city, speciality and a keyword (docs/directory.md#reading-the-directory). */
export const directoryListQuerySchema = z.object({
  city: filterText(100),
  speciality: filterText(80),
  keyword: filterText(100),
  language: filterText(40),
  limit,
  offset,
});
export type DirectoryListQuery = z.output<typeof directoryListQuerySchema>;

/** `near=lat,lng`: a point to sort by distance from (docs/directory.md#find-doctors); missing where required reads the same. */
export const nearPointSchema = z
  .string({ error: DIRECTORY_MESSAGES.badNear })
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, DIRECTORY_MESSAGES.badNear)
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number);
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, DIRECTORY_MESSAGES.badNear);

/** GET /findDoctors: verified CareNet doctors and then directory doctors (docs/directory.md#find-doctors). */
export const findDoctorsQuerySchema = z.object({
  keyword: filterText(100),
  specialty: filterText(80),
  city: filterText(100),
  language: filterText(40),
  facility: filterText(100),
  availableThisWeek: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  near: nearPointSchema.optional(),
  limit,
  offset,
});
export type FindDoctorsQuery = z.output<typeof findDoctorsQuerySchema>;
/** The filters as the web keeps them in the address (/finddoctors?specialty=…). */
export type FindDoctorsFilters = Partial<
  Record<'keyword' | 'specialty' | 'city' | 'language' | 'facility' | 'availableThisWeek', string>
>;

/** GET /directory/claims: claims on directory profiles, pending ones by default (administrators). */
export const directoryClaimsQuerySchema = z.object({
  status: z.enum(['pending', 'confirmed']).optional().default('pending'),
  limit,
  offset,
});
