import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../auth/request-auth';
import type { Database } from '../db/client';
import { files, type FileRow } from '../db/schema';
import type { Storage } from './storage';

/**
 * Who else may read a file of one purpose, besides its uploader and administrators (who always may).
 * Modules define one for each purpose they store: a resume, for instance, is also readable by the
 * owner of the request it was sent to.
 */
export type FileReadPolicy = (principal: Principal, file: FileRow) => Promise<boolean>;

export interface NewFile {
  ownerId: string;
  purpose: string;
  /** The uploader's file name; only its base name is kept. */
  name: string;
  /** The extension and type the bytes were sniffed as, never what the client claimed. */
  ext: string;
  contentType: string;
  bytes: Buffer;
}

/** The file records of the `files` table and the bytes behind them in the storage driver. */
export class FileService {
  private readonly policies = new Map<string, FileReadPolicy>();

  constructor(
    private readonly db: Database,
    readonly storage: Storage,
  ) {}

  definePolicy(purpose: string, policy: FileReadPolicy): void {
    this.policies.set(purpose, policy);
  }

  /** Stores the bytes, then records them; the record never points at bytes that are not there. */
  async save(input: NewFile): Promise<FileRow> {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${input.purpose}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${input.ext}`;
    await this.storage.put(key, input.bytes, input.contentType);
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          key,
          ownerId: input.ownerId,
          purpose: input.purpose,
          name: baseName(input.name),
          contentType: input.contentType,
          size: input.bytes.length,
        })
        .returning();
      return row;
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  async find(key: string): Promise<FileRow | null> {
    const [row] = await this.db.select().from(files).where(eq(files.key, key)).limit(1);
    return row ?? null;
  }

  /**
   * Ties an unused upload of the caller's to what it was sent with (e.g. a resume to its request).
   * Null when the key is not the caller's, is of another purpose, or is already used. Pass the
   * transaction that records the use, so a failed write leaves the upload free.
   */
  async attach(
    key: string,
    owner: { ownerId: string; purpose: string; subjectId: string },
    db: Database = this.db,
  ): Promise<FileRow | null> {
    const { ownerId, purpose, subjectId } = owner;
    const [row] = await db
      .update(files)
      .set({ subjectId })
      .where(
        and(
          eq(files.key, key),
          eq(files.ownerId, ownerId),
          eq(files.purpose, purpose),
          isNull(files.subjectId),
        ),
      )
      .returning();
    return row ?? null;
  }

  async canRead(principal: Principal | null, file: FileRow): Promise<boolean> {
    if (!principal) return false;
    if (principal.flags.admin || file.ownerId === principal.userId) return true;
    const policy = this.policies.get(file.purpose);
    return policy ? policy(principal, file) : false;
  }

  /** The file and its bytes when the caller may read them; null otherwise (the route answers 404). */
  async open(principal: Principal | null, key: string): Promise<{ file: FileRow; body: Readable } | null> {
    const file = await this.find(key);
    if (!file || !(await this.canRead(principal, file))) return null;
    const body = await this.storage.get(file.key);
    return body ? { file, body } : null;
  }
}

/** 'C:\\fakepath\\cv.pdf' and '../../cv.pdf' are both just 'cv.pdf'. */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, 200) || 'file';
}
