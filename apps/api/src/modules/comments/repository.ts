import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { commentLikes, comments, users, type CommentRow, type PersonName } from '../../platform/db/schema';

const c = comments;

export interface Person {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
}

export interface LikeView {
  user: Person;
  createdAt: Date;
}

/** A comment with what its presentation needs: its author, likes and count of replies. */
export interface CommentView {
  comment: CommentRow;
  sender: Person;
  replyCount: number;
  likeCount: number;
  likedByMe: boolean;
  likes: LikeView[];
}

const person = { id: users.id, name: users.name, profileImageUrl: users.profileImageUrl };

/** A comment that is not deleted. */
export async function findComment(db: Database, id: string): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), isNull(c.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertComment(
  db: Database,
  input: { requestId: string; parentId: string | null; userId: string; text: string },
): Promise<CommentRow> {
  const [row] = await db.insert(c).values(input).returning();
  return row;
}

export async function updateCommentText(db: Database, id: string, text: string): Promise<void> {
  await db.update(c).set({ text, updatedAt: new Date() }).where(eq(c.id, id));
}

export async function softDeleteComment(db: Database, id: string): Promise<void> {
  await db.update(c).set({ deletedAt: new Date() }).where(eq(c.id, id));
}

/** Adds the like, or removes it when the user had already liked; true when the comment is now liked. */
export async function toggleLike(db: Database, commentId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ userId: commentLikes.userId });
  if (removed.length) return false;
  // Two quick clicks racing: the second insert meets the first's row and the like simply stays.
  await db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing();
  return true;
}

async function likesOf(db: Database, commentIds: string[]): Promise<Map<string, LikeView[]>> {
  const byComment = new Map<string, LikeView[]>();
  if (!commentIds.length) return byComment;
  const rows = await db
    .select({ commentId: commentLikes.commentId, createdAt: commentLikes.createdAt, user: person })
    .from(commentLikes)
    .innerJoin(users, eq(users.id, commentLikes.userId))
    .where(inArray(commentLikes.commentId, commentIds))
    .orderBy(asc(commentLikes.createdAt), asc(commentLikes.userId));
  for (const { commentId, ...like } of rows)
    byComment.set(commentId, [...(byComment.get(commentId) ?? []), like]);
  return byComment;
}

async function selectViews(
  db: Database,
  where: SQL | undefined,
  viewerId: string | null,
  order: SQL[],
  page?: { limit: number; offset: number },
): Promise<CommentView[]> {
  // Subqueries on the two partial/primary-key indexes; the outer "comments" is the row being listed.
  const replyCount = sql<number>`(select count(*)::int from ${c} as reply where reply.parent_id = ${c.id} and reply.deleted_at is null)`;
  const likeCount = sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${c.id})`;
  const likedByMe = viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${c.id} and ${commentLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;
  let query = db
    .select({ comment: c, sender: person, replyCount, likeCount, likedByMe })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  const likes = await likesOf(
    db,
    rows.map((row) => row.comment.id),
  );
  return rows.map((row) => ({ ...row, likes: likes.get(row.comment.id) ?? [] }));
}

export async function findCommentView(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<CommentView | null> {
  const [view] = await selectViews(db, and(eq(c.id, id), isNull(c.deletedAt)), viewerId, []);
  return view ?? null;
}

/**
 * A request's questions, newest first, or one question's replies, oldest first (a conversation reads
 * down); either way paged, with the count of all of them for 'View more'.
 */
export async function listCommentViews(
  db: Database,
  thread: { requestId: string; parentId: string | null },
  viewerId: string | null,
  page: { limit: number; offset: number },
): Promise<{ views: CommentView[]; total: number }> {
  const where = and(
    eq(c.requestId, thread.requestId),
    thread.parentId ? eq(c.parentId, thread.parentId) : isNull(c.parentId),
    isNull(c.deletedAt),
  );
  const order = thread.parentId ? [asc(c.createdAt), asc(c.id)] : [desc(c.createdAt), desc(c.id)];
  const [views, [{ total }]] = await Promise.all([
    selectViews(db, where, viewerId, order, page),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { views, total };
}
