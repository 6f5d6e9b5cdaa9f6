import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Principal } from '../auth/request-auth';
import type { Database } from '../db/client';
import { files, type FileRow } from '../db/schema';
import type { ByteRange, Storage } from './storage';

/**
 * Who else may read a file of one purpose, besides its uploader and administrators (who always may).
 * Modules define one for each purpose they store: a resume, for instance, is also readable by the
 * owner of the request it was sent to.
 */
export type FileReadPolicy = (principal: Principal, file: FileRow) => Promise<boolean>;

/** Whether a file of a public purpose is public now (an episode's audio once it is published). */
export type FilePublicity = (file: FileRow) => Promise<boolean>;

const ALWAYS_PUBLIC: FilePublicity = () => Promise.resolve(true);

/** Told of every read of a file of one purpose that was allowed, e.g. to log who opened a medical record. */
export type FileOpenListener = (principal: Principal | null, file: FileRow) => Promise<void> | void;

export interface NewFile {
  ownerId: string;
  purpose: string;
  /** The uploader's file name; only its base name is kept. */
  name: string;
  /** The extension and type the bytes were sniffed as, never what the client claimed. */
  ext: string;
  contentType: string;
  bytes: Buffer;
  /**
   * Stores the file as a variant of another one: under the original's key with this suffix before the
   * extension (`images/2025/01/<uuid>_776x435.webp`), so the two are seen to belong together.
   */
  variantOf?: { key: string; suffix: string };
}

const VARIANT_SUFFIX = /^_[a-z0-9]+$/i;

function keyOf(input: NewFile, now: Date): string {
  if (input.variantOf) {
    const { key, suffix } = input.variantOf;
    if (!VARIANT_SUFFIX.test(suffix)) throw new Error(`invalid variant suffix: ${suffix}`);
    return `${key.replace(/\.[^./]+$/, '')}${suffix}.${input.ext}`;
  }
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${input.purpose}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${input.ext}`;
}

/** The file records of the `files` table and the bytes behind them in the storage driver. */
export class FileService {
  private readonly policies = new Map<string, FileReadPolicy>();
  private readonly listeners = new Map<string, FileOpenListener>();
  private readonly publicPurposes = new Map<string, FilePublicity>();

  constructor(
    private readonly db: Database,
    readonly storage: Storage,
  ) {}

  definePolicy(purpose: string, policy: FileReadPolicy, onOpen?: FileOpenListener): void {
    this.policies.set(purpose, policy);
    if (onOpen) this.listeners.set(purpose, onOpen);
  }

  /**
   * Files of this purpose are read by anyone, signed in or not (a profile picture on a public page); with
   * `isPublic`, only those it says are public now, the others as the purpose's policy says.
   */
  definePublicPurpose(purpose: string, isPublic: FilePublicity = ALWAYS_PUBLIC): void {
    this.publicPurposes.set(purpose, isPublic);
  }

  /** Stores the bytes, then records them; the record never points at bytes that are not there. */
  async save(input: NewFile): Promise<FileRow> {
    const key = keyOf(input, new Date());
    await this.storage.put(key, input.bytes, input.contentType);
    return this.record(key, input, input.bytes.length);
  }

  /** The record of bytes just stored under `key`; the bytes go again when it cannot be written. */
  private async record(
    key: string,
    input: Pick<NewFile, 'ownerId' | 'purpose' | 'name' | 'contentType'>,
    size: number,
  ): Promise<FileRow> {
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          key,
          ownerId: input.ownerId,
          purpose: input.purpose,
          name: baseName(input.name),
          contentType: input.contentType,
          size,
        })
        .returning();
      return row;
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  /**
   * As save, for a file too big to hold in memory (an episode's audio): its bytes are streamed from
   * `body`, and `size` is what the caller counted of them.
   */
  async saveStream(
    input: Omit<NewFile, 'bytes' | 'variantOf'> & { body: Readable; size: number },
  ): Promise<FileRow> {
    const key = keyOf({ ...input, bytes: Buffer.alloc(0) }, new Date());
    await this.storage.put(key, input.body, input.contentType);
    return this.record(key, input, input.size);
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

  /**
   * Forgets the records in one statement (and what references them with ON DELETE CASCADE), then the
   * bytes: a reader never finds a record whose bytes are gone.
   */
  async remove(...keys: string[]): Promise<void> {
    await this.forget(keys, this.db);
    await this.discardBytes(keys);
  }

  /**
   * As remove, the records part, in the caller's transaction (with the change's event); the caller
   * passes the keys to discardBytes once it has committed.
   */
  async forget(keys: string[], db: Database): Promise<void> {
    if (keys.length === 0) return;
    await db.delete(files).where(inArray(files.key, keys));
  }

  /** The bytes of files whose records are gone (see forget). */
  async discardBytes(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key);
  }

  async canRead(principal: Principal | null, file: FileRow): Promise<boolean> {
    const isPublic = this.publicPurposes.get(file.purpose);
    if (isPublic && (await isPublic(file))) return true;
    if (!principal) return false;
    if (principal.flags.admin || file.ownerId === principal.userId) return true;
    const policy = this.policies.get(file.purpose);
    return policy ? policy(principal, file) : false;
  }

  /**
   * The file and its bytes (those `rangeOf` picks from its size, when it picks some) when the caller may
   * read them; null otherwise (the route answers 404).
   */
  async open(
    principal: Principal | null,
    key: string,
    rangeOf: (file: FileRow) => ByteRange | undefined = () => undefined,
  ): Promise<{ file: FileRow; body: Readable } | null> {
    const file = await this.find(key);
    if (!file || !(await this.canRead(principal, file))) return null;
    const body = await this.storage.get(file.key, rangeOf(file));
    if (!body) return null;
    await this.listeners.get(file.purpose)?.(principal, file);
    return { file, body };
  }
}

/** 'C:\\fakepath\\cv.pdf' and '../../cv.pdf' are both just 'cv.pdf'. */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, 200) || 'file';
}
