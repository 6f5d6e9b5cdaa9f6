import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PODCAST_STATUS, isUuid, type PodcastLanguage } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import {
  donationRequests,
  podcastCategories,
  podcastEpisodes,
  type PodcastCategoryRow,
  type PodcastEpisodeRow,
} from '../../platform/db/schema';

/** An episode with what its presenter shows beside it: its category and the request it belongs to. */
export interface EpisodeView {
  episode: PodcastEpisodeRow;
  category: Pick<PodcastCategoryRow, 'id' | 'name'>;
  request: { id: string; title: string } | null;
}

export interface EpisodeFilter {
  language?: PodcastLanguage;
  categoryId?: string;
  keyword?: string;
  requestId?: string;
  /** Drafts too (podcast managers who ask). */
  includeDrafts: boolean;
}

export function listCategories(db: Database): Promise<PodcastCategoryRow[]> {
  return db.select().from(podcastCategories).orderBy(asc(podcastCategories.name));
}

export async function findCategory(db: Database, id: string): Promise<PodcastCategoryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(podcastCategories).where(eq(podcastCategories.id, id)).limit(1);
  return row ?? null;
}

function conditions(filter: EpisodeFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    filter.includeDrafts ? undefined : eq(podcastEpisodes.status, PODCAST_STATUS.published),
    filter.language ? eq(podcastEpisodes.language, filter.language) : undefined,
    filter.categoryId ? eq(podcastEpisodes.categoryId, filter.categoryId) : undefined,
    filter.requestId ? eq(podcastEpisodes.requestId, filter.requestId) : undefined,
    keyword
      ? or(
          ilike(podcastEpisodes.title, containsPattern(keyword)),
          ilike(podcastEpisodes.description, containsPattern(keyword)),
        )
      : undefined,
  );
}

const viewColumns = {
  episode: podcastEpisodes,
  category: { id: podcastCategories.id, name: podcastCategories.name },
  requestId: donationRequests.id,
  requestTitle: donationRequests.title,
};

type ViewRow = {
  episode: PodcastEpisodeRow;
  category: { id: string; name: string };
  requestId: string | null;
  requestTitle: string | null;
};

const toView = (row: ViewRow): EpisodeView => ({
  episode: row.episode,
  category: row.category,
  request: row.requestId && row.requestTitle !== null ? { id: row.requestId, title: row.requestTitle } : null,
});

function selectViews(db: Database, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(podcastEpisodes)
    .innerJoin(podcastCategories, eq(podcastCategories.id, podcastEpisodes.categoryId))
    .leftJoin(donationRequests, eq(donationRequests.id, podcastEpisodes.requestId))
    .where(where);
}

/** docs/validation-and-limits.md: newest first (published, else uploaded), a page of them and how many match. */
export async function listEpisodes(
  db: Database,
  filter: EpisodeFilter,
  page: { limit: number; offset: number },
): Promise<{ views: EpisodeView[]; total: number }> {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectViews(db, where)
      .orderBy(
        desc(sql`coalesce(${podcastEpisodes.publishedAt}, ${podcastEpisodes.createdAt})`),
        desc(podcastEpisodes.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(podcastEpisodes).where(where),
  ]);
  return { views: rows.map(toView), total };
}

export async function findEpisodeView(db: Database, id: string): Promise<EpisodeView | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectViews(db, eq(podcastEpisodes.id, id)).limit(1);
  return row ? toView(row) : null;
}

export async function findEpisodeByFileKey(db: Database, key: string): Promise<PodcastEpisodeRow | null> {
  const [row] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.audioFileKey, key)).limit(1);
  return row ?? null;
}

export type NewEpisode = typeof podcastEpisodes.$inferInsert;

export async function insertEpisode(db: Database, values: NewEpisode): Promise<PodcastEpisodeRow> {
  const [row] = await db.insert(podcastEpisodes).values(values).returning();
  return row;
}

export async function updateEpisode(
  db: Database,
  id: string,
  values: Partial<NewEpisode>,
): Promise<PodcastEpisodeRow> {
  const [row] = await db
    .update(podcastEpisodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(podcastEpisodes.id, id))
    .returning();
  return row;
}

export async function deleteEpisode(db: Database, id: string): Promise<void> {
  await db.delete(podcastEpisodes).where(eq(podcastEpisodes.id, id));
}
