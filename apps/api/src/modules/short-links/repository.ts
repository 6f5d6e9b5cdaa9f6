import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { shortUrls, type ShortUrlRow } from '../../platform/db/schema';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 8;

export const newShortId = (): string =>
  Array.from({ length: ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

export interface NewShortUrl {
  id: string;
  url: string;
  representsWhat: string;
  referenceId: string;
  createdBy: string | null;
}

/** Inserts the link unless its path has one already; null when it had (or the id was taken). */
export async function insertShortUrl(db: Database, input: NewShortUrl): Promise<ShortUrlRow | null> {
  const [row] = await db.insert(shortUrls).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findShortUrlByPath(db: Database, url: string): Promise<ShortUrlRow | null> {
  const [row] = await db.select().from(shortUrls).where(eq(shortUrls.url, url)).limit(1);
  return row ?? null;
}

export async function findShortUrl(db: Database, id: string): Promise<ShortUrlRow | null> {
  const [row] = await db.select().from(shortUrls).where(eq(shortUrls.id, id)).limit(1);
  return row ?? null;
}
