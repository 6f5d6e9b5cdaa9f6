import type { Database } from '../../platform/db/client';
import type { DirectoryDoctorRow } from '../../platform/db/schema';
import type { DirectoryDriver, DirectoryEntry, DirectoryFilter, DirectoryPage, DirectoryView } from './entry';
import { findDirectoryDoctor, selectDirectoryPage } from './repository';

export function entryOfRow(row: DirectoryDoctorRow): DirectoryEntry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    linkedin: row.linkedin,
    twitter: row.twitter,
    speciality: row.speciality,
    experience: row.experience,
    education: row.education,
    memberships: row.memberships,
    certifications: row.certifications,
    achievements: row.achievements,
    languages: row.languages,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}

/** The default: CareNet's own directory table, importable from CSV (docs/directory.md#drivers). */
export class TableDirectoryDriver implements DirectoryDriver {
  readonly name = 'table' as const;
  readonly takesClaims = true;

  constructor(private readonly db: Database) {}

  async list(filter: DirectoryFilter): Promise<DirectoryPage> {
    const { rows, total } = await selectDirectoryPage(this.db, filter);
    return { entries: rows.map(entryOfRow), total };
  }

  async get(id: string): Promise<DirectoryView | null> {
    const row = await findDirectoryDoctor(this.db, id);
    return row && { entry: entryOfRow(row), claim: { status: row.claimStatus, claimedBy: row.claimedBy } };
  }
}
