import type { BulkImportKind } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { ImportRowError } from '../../platform/db/schema';

/** A row's problem before its row number is known: the column and the words. */
export interface FieldProblem {
  field?: string;
  message: string;
}

/** What a kind of bulk upload (users, facilities) knows; the checking and the job are shared. */
export interface ImportKind<Input, Created> {
  kind: BulkImportKind;
  columns: readonly string[];
  /** The row's cells as the shared schema's input, validated, or the problems of its cells. */
  parse(values: Record<string, string>): { input: Input } | { problems: FieldProblem[] };
  /** Values no two rows, nor a row and the database, may share (e-mail and phone; a facility's name). */
  uniqueKeys(input: Input): { field: string; key: string }[];
  /** The problems the database finds with each input (taken e-mails, unknown specialties), by index. */
  checkDatabase(db: Database, inputs: readonly Input[]): Promise<FieldProblem[][]>;
  /** Writes checked inputs inside the job's transaction. */
  insert(tx: Database, actorId: string, inputs: readonly Input[]): Promise<Created[]>;
  /**
   * What follows a batch's insert in its transaction (queueing the users' set-password e-mails), so it
   * commits or rolls back with the batch.
   */
  afterInsert?(ctx: AppContext, tx: Database, created: readonly Created[]): Promise<void>;
}

/** A row checked against the file and the database: an input ready to write, or its errors. */
export interface CheckedRow<Input> {
  row: number;
  input: Input | null;
  errors: ImportRowError[];
}
