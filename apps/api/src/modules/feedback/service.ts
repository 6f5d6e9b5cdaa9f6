import type { z } from 'zod';
import type { feedbackSchema } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { FEEDBACK_EVENTS } from './events';
import { feedback } from '../../platform/db/schema';

export type FeedbackSubmission = z.output<typeof feedbackSchema>;

/** Stores a message from the Feedback, Help desk or Contact Us page; `userId` is the signed-in sender, if any. */
export async function submitFeedback(
  ctx: AppContext,
  input: FeedbackSubmission,
  userId: string | null,
  ip?: string,
): Promise<{ id: string }> {
  return ctx.events.transaction(async (tx, emit) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        userId,
        kind: input.kind,
        name: input.name,
        email: input.email ? input.email.toLowerCase() : null,
        subject: input.subject || null,
        message: input.message,
        rating: input.rating ?? null,
      })
      .returning({ id: feedback.id });
    await emit(
      FEEDBACK_EVENTS.received,
      { kind: input.kind },
      { actorId: userId, subjectType: 'feedback', subjectId: row.id, ip },
    );
    return row;
  });
}
