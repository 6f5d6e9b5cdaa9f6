import { z } from 'zod';
import type { DirectoryClaimStatus, DirectoryDriverName } from '@carenet/shared';

/**
 * One directory doctor as every driver gives it: the AI doctor profile's fields and where the doctor
 * practises. This is also the wire format of the HTTP driver (docs/directory.md#the-http-driver).
 */
export const directoryEntrySchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  phone: z.string().max(40).nullish(),
  email: z.string().max(254).nullish(),
  linkedin: z.string().max(500).nullish(),
  twitter: z.string().max(500).nullish(),
  speciality: z.string().min(1).max(80),
  experience: z
    .array(
      z.object({
        position: z.string().max(200),
        hospital: z.string().max(200),
        duration: z.string().max(100),
      }),
    )
    .max(50)
    .default([]),
  education: z
    .array(
      z.object({ degree: z.string().max(200), institution: z.string().max(200), year: z.string().max(20) }),
    )
    .max(50)
    .default([]),
  memberships: z.array(z.string().max(300)).max(50).default([]),
  certifications: z.array(z.string().max(300)).max(50).default([]),
  achievements: z.array(z.string().max(300)).max(50).default([]),
  languages: z.array(z.string().max(40)).max(20).default([]),
  city: z.string().min(1).max(100),
  state: z.string().max(100).default(''),
  country: z.string().max(100).default(''),
});
export type DirectoryEntry = z.output<typeof directoryEntrySchema>;

/** A claim CareNet holds on an entry of its own table (docs/directory.md#claiming). */
export interface DirectoryClaim {
  status: DirectoryClaimStatus | null;
  claimedBy: string | null;
}

/** One entry and CareNet's claim on it. */
export interface DirectoryView {
  entry: DirectoryEntry;
  /** Null for an entry of a directory CareNet does not keep (no claims there). */
  claim: DirectoryClaim | null;
}

export interface DirectoryFilter {
  city?: string;
  /** Matched as find doctors matches specialties (docs/directory.md#find-doctors). */
  speciality?: string;
  keyword?: string;
  language?: string;
  limit: number;
  offset: number;
}

export interface DirectoryPage {
  entries: DirectoryEntry[];
  total: number;
}

/** Where directory doctors come from (docs/directory.md#drivers). Either method throws DirectoryUnavailable when the source fails. */
export interface DirectoryDriver {
  readonly name: DirectoryDriverName;
  /** True when CareNet keeps the entries, and so their claims. */
  readonly takesClaims: boolean;
  list(filter: DirectoryFilter): Promise<DirectoryPage>;
  get(id: string): Promise<DirectoryView | null>;
}

/** The directory could not answer (down, slow, or an answer that is not the wire format). */
export class DirectoryUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DirectoryUnavailable';
  }
}
