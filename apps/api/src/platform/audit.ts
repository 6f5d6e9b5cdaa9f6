import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { activityLog } from './db/schema';
import type { EventBus, EventType } from './events';

/**
 * docs/care-relationship.md#activity-log user activity log categories, 'Medical Record' for every read and write of health data
 * (registrations, consents, appointments), which a hospital must be able to account for, and
 * 'Doctor Schedule' for the changes of a doctor's bookable hours, 'Facility' for facilities and their
 * members, 'Administration' for what administrators do to users and catalogues, and 'Account' for a
 * person's own account (data export, erasure, payment accounts).
 */
export const ACTIVITY_CATEGORIES = [
  'Auth',
  'Register',
  'Login',
  'Donation Request',
  'Kindness Score',
  'Stripe Webhook',
  'Medical Record',
  'Doctor Schedule',
  'Facility',
  'Administration',
  'Account',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** Which of a module's event types the activity log records, under which category. */
export type ActivityCategories = Partial<Record<EventType, ActivityCategory>>;

export interface ActivityEntry {
  userId: string | null;
  category: ActivityCategory;
  action: string;
  subjectType?: string;
  subjectId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

export class ActivityLog {
  constructor(private readonly db: Database) {}

  async write(entry: ActivityEntry, db: Database = this.db): Promise<void> {
    await db.insert(activityLog).values({
      userId: entry.userId,
      category: entry.category,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      details: entry.details ?? {},
      ip: entry.ip,
      // The moment of writing, not the transaction's start (now()): the entries of one change, such as
      // a verified code and the sign-in it makes, keep the order they were written in.
      createdAt: sql`clock_timestamp()`,
    });
  }

  /**
   * Records every event whose type a module mapped to a category, so modules emit events and never
   * call the log themselves. Each entry is written in the transaction of the change it records, so
   * the log holds a change exactly when the database does.
   */
  subscribe(events: EventBus, categories: ActivityCategories): void {
    for (const [type, category] of Object.entries(categories) as [EventType, ActivityCategory][]) {
      events.writeWith(type, (tx, event) =>
        this.write(
          {
            userId: event.actorId,
            category,
            action: event.type,
            subjectType: event.subjectType,
            subjectId: event.subjectId,
            details: { ...event.data },
            ip: event.ip,
          },
          tx,
        ),
      );
    }
  }
}
