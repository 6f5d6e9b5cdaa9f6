import { eq, inArray } from 'drizzle-orm';
import { fullName, type Locale } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { donationRequests, users } from '../../platform/db/schema';

export interface RequestFacts {
  id: string;
  title: string;
  createdBy: string;
  creatorType: string;
}

/** The few fields of a request a notification names. */
export async function requestFacts(db: Database, id: string | undefined): Promise<RequestFacts | null> {
  if (!id) return null;
  const [row] = await db
    .select({
      id: donationRequests.id,
      title: donationRequests.title,
      createdBy: donationRequests.createdBy,
      creatorType: donationRequests.creatorType,
    })
    .from(donationRequests)
    .where(eq(donationRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** A person's name as a notification says it ('Dr Meera Iyer' for a doctor). */
export async function displayName(db: Database, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await db
    .select({ name: users.name, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return 'Someone';
  const name = fullName(row.name) || 'A CareNet member';
  return row.roles.includes('doctor') ? `Dr ${name}` : name;
}

export interface Recipient {
  id: string;
  email: string;
  emailVerified: boolean;
  locale: Locale;
}

export async function recipients(db: Database, ids: string[]): Promise<Map<string, Recipient>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
