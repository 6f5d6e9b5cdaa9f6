import {
  DIRECTORY_MESSAGES,
  MESSAGES,
  type DoctorPracticeDto,
  specialtyStem,
  type FindDoctorsPageDto,
  type FindDoctorsQuery,
  type FoundDoctorDto,
} from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { TimeSpan } from '../appointments';
import { presentFoundDirectoryDoctor, searchDirectory, type DirectoryPage } from '../directory';
import { isVerifiedDoctorUser } from '../../access';
import { cityCoordinates } from '../location';
import { findDoctor } from '../schedules';
import { distanceKm, type Point } from '../../platform/geo';
import { NEXT_SLOT_HORIZON_MS, isAvailableThisWeek, nextFreeSlot } from './next-slot';
import { presentFoundDoctor, presentPractice } from './presenter';
import {
  selectBookedByDoctor,
  selectDoctorCandidates,
  selectDoctorPage,
  selectFacilitiesByDoctor,
  selectSchedules,
  type DoctorFilter,
} from './repository';

/** The most doctors ordered in memory when the order or a filter is not the database's (distance, free slots). */
export const MAX_CANDIDATES = 2000;

/** Each doctor's next free slot within the horizon, read with one query for schedules and one for bookings. */
async function nextSlots(
  ctx: AppContext,
  doctorIds: string[],
  now: number,
): Promise<Map<string, TimeSpan | null>> {
  const range = { from: new Date(now), to: new Date(now + NEXT_SLOT_HORIZON_MS + 24 * 60 * 60 * 1000) };
  const [schedules, booked] = await Promise.all([
    selectSchedules(ctx.db, doctorIds),
    selectBookedByDoctor(ctx.db, doctorIds, range),
  ]);
  const scheduleOf = new Map(schedules.map((schedule) => [schedule.doctorId, schedule]));
  return new Map(
    doctorIds.map((id) => [id, nextFreeSlot(scheduleOf.get(id) ?? null, booked.get(id) ?? [], now)]),
  );
}

/** Kilometres from `near` to the place, when the place's city is known to the location data. */
async function distanceFrom(
  near: Point | undefined,
  place: { country?: string; state?: string; city?: string },
  cache: Map<string, Promise<Point | null>>,
): Promise<number | null> {
  if (!near || !place.city || !place.country) return null;
  const key = [place.country, place.state ?? '', place.city].join('\u0000');
  let point = cache.get(key);
  if (!point) {
    point = cityCoordinates(place.country, place.state ?? '', place.city);
    cache.set(key, point);
  }
  const at = await point;
  return at && distanceKm(near, at);
}

interface CareNetPart {
  rows: UserRow[];
  total: number;
  slots: Map<string, TimeSpan | null>;
  distances: Map<string, number | null>;
}

/**
 * The verified doctors of the page. By name, paged by the database; with 'available this week' or
 * `near`, every candidate is weighed in memory (up to MAX_CANDIDATES) and then paged.
 */
async function careNetDoctors(
  ctx: AppContext,
  filter: DoctorFilter,
  query: FindDoctorsQuery,
  now: number,
  cache: Map<string, Promise<Point | null>>,
): Promise<CareNetPart> {
  if (!query.availableThisWeek && !query.near) {
    const { rows, total } = await selectDoctorPage(ctx.db, filter, query);
    const slots = await nextSlots(
      ctx,
      rows.map((row) => row.id),
      now,
    );
    return { rows, total, slots, distances: new Map() };
  }
  let rows = await selectDoctorCandidates(ctx.db, filter, MAX_CANDIDATES);
  const slots = await nextSlots(
    ctx,
    rows.map((row) => row.id),
    now,
  );
  if (query.availableThisWeek)
    rows = rows.filter((row) => isAvailableThisWeek(slots.get(row.id) ?? null, now));
  const distances = new Map<string, number | null>();
  for (const row of rows) distances.set(row.id, await distanceFrom(query.near, row.address, cache));
  if (query.near) {
    // Nearest first; a doctor whose city cannot be placed comes after those that can (the sort is stable, so by name).
    rows = [...rows].sort((a, b) => (distances.get(a.id) ?? Infinity) - (distances.get(b.id) ?? Infinity));
  }
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length, slots, distances };
}

/** GET /doctors/{id}/practice: a verified doctor's facilities and services; anyone else is not found. */
export async function doctorPractice(ctx: AppContext, id: string): Promise<DoctorPracticeDto> {
  const doctor = await findDoctor(ctx.db, id);
  if (!doctor || !isVerifiedDoctorUser(doctor) || doctor.suspendedAt || doctor.erasedAt) {
    throw AppError.notFound(MESSAGES.notFound);
  }
  const facilities = await selectFacilitiesByDoctor(ctx.db, [doctor.id]);
  return presentPractice(facilities.get(doctor.id) ?? []);
}

/** The directory knows no schedules and no CareNet facilities: it is searched only when neither is asked. */
const directoryApplies = (query: FindDoctorsQuery) => !query.availableThisWeek && !query.facility;

/**
 * docs/directory.md#find-doctors: GET /findDoctors. CareNet's verified doctors first, then the
 * directory's, as one list paged by offset over both. A failing directory leaves CareNet's doctors
 * and says so in directoryError.
 */
export async function findDoctors(
  ctx: AppContext,
  query: FindDoctorsQuery,
  now: number,
): Promise<{ page: FindDoctorsPageDto; total: number }> {
  const filter: DoctorFilter = {
    keyword: query.keyword || undefined,
    specialtyStem: query.specialty ? specialtyStem(query.specialty) : undefined,
    city: query.city || undefined,
    language: query.language || undefined,
    facility: query.facility || undefined,
  };
  const cache = new Map<string, Promise<Point | null>>();
  const careNet = await careNetDoctors(ctx, filter, query, now, cache);
  const facilities = await selectFacilitiesByDoctor(
    ctx.db,
    careNet.rows.map((row) => row.id),
  );
  const doctors: FoundDoctorDto[] = careNet.rows.map((row) =>
    presentFoundDoctor(row, {
      facilities: facilities.get(row.id) ?? [],
      nextFreeSlot: careNet.slots.get(row.id) ?? null,
      distanceKm: careNet.distances.get(row.id) ?? null,
    }),
  );
  if (!directoryApplies(query)) return { page: { doctors, directoryError: null }, total: careNet.total };

  // Where the page reaches past CareNet's doctors, the directory's fill it; a page before them asks only the count.
  const room = query.limit - doctors.length;
  const directoryOffset = Math.max(0, query.offset - careNet.total);
  let directory: DirectoryPage;
  try {
    directory = await searchDirectory(ctx, {
      city: filter.city,
      speciality: query.specialty || undefined,
      keyword: filter.keyword,
      language: filter.language,
      limit: Math.max(room, 1),
      offset: directoryOffset,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 502) throw error;
    return {
      page: { doctors, directoryError: DIRECTORY_MESSAGES.failedToFetchDoctors },
      total: careNet.total,
    };
  }
  const shown = room > 0 ? directory.entries.slice(0, room) : [];
  for (const entry of shown) {
    doctors.push(presentFoundDirectoryDoctor(entry, await distanceFrom(query.near, entry, cache)));
  }
  return { page: { doctors, directoryError: null }, total: careNet.total + directory.total };
}
