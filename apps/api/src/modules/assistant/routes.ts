import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSISTANT_MESSAGES,
  assistantQuestionSchema,
  idParamSchema,
  type AssistantStreamEvent,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLocale } from '../../platform/i18n';
import type { ApiModule } from '../../platform/module';
import { createModelDrivers } from './drivers';
import { loadGuide } from './knowledge';
import { presentConversation } from './presenter';
import { listOwnConversations } from './repository';
import { askAssistant, getConversation, listModels, removeConversation } from './service';

const tags = ['medical assistant'];

const guidePageParamSchema = z.object({ page: z.string().min(1).max(100) });

/** The answer stream as NDJSON lines; a failure after the start is the stream's last line, never a 500. */
async function* ndjson(ctx: AppContext, events: AsyncGenerator<AssistantStreamEvent>, signal: AbortSignal) {
  try {
    for await (const event of events) yield `${JSON.stringify(event)}\n`;
  } catch (error) {
    if (signal.aborted) return;
    // Not the error itself: a database error quotes its query's parameters, the question among them.
    ctx.log.error(
      { errorName: error instanceof Error ? error.name : typeof error },
      'assistant answer failed',
    );
    const failed: AssistantStreamEvent = { type: 'error', message: ASSISTANT_MESSAGES.answerFailed };
    yield `${JSON.stringify(failed)}\n`;
  }
}

/** docs/medical-assistant.md: the chat page's API. Guests may ask; history is for signed-in users. */
export const assistantRoutes: ApiModule = (ctx) => async (app) => {
  const drivers = createModelDrivers(ctx.config.assistant);
  const limits = ctx.config.assistant;
  // Two limits (docs/medical-assistant.md#limits): a person, wherever they ask from, and an address,
  // whoever asks from it (many guests behind one address share it; a signed-in user cannot multiply it).
  // Both are checked on every question, so they are the plugin's bare limiters, not its route hook,
  // which runs one limit per request.
  const limiters = [
    app.createRateLimit({
      max: limits.questionsPerMinutePerUser,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.principal ? `assistant-user:${request.principal.userId}` : `assistant-guest:${request.ip}`,
    }),
    app.createRateLimit({
      max: limits.questionsPerMinutePerAddress,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `assistant-address:${request.ip}`,
    }),
  ];
  const limitQuestions = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('TOO_MANY_REQUESTS', ASSISTANT_MESSAGES.tooManyQuestions);
      }
    }
  };

  app.get(
    '/chatbot/models',
    {
      schema: { tags, summary: "The model selector's choices and the driver answering each on this server" },
    },
    async () => ok(listModels(drivers)),
  );

  app.post(
    '/chatbot/messages',
    {
      preHandler: limitQuestions,
      schema: {
        tags,
        summary:
          'Ask the medical assistant; the answer streams as NDJSON lines (start, delta…, end or error)',
        body: assistantQuestionSchema,
      },
    },
    async (request, reply) => {
      // A caller whose session ended is asked to sign in again, not turned into a guest unawares.
      const principal = request.principal || request.staleToken ? requireUser(request) : null;
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const events = await askAssistant(
        ctx,
        drivers,
        { principal, ip: request.ip, locale: requestLocale(request.headers['accept-language']) },
        request.body,
        controller.signal,
      );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(ndjson(ctx, events, controller.signal)));
    },
  );

  app.get(
    '/chatbot/conversations',
    { schema: { tags, summary: "The signed-in user's conversations with the assistant, latest first" } },
    async (request) => {
      const principal = requireUser(request);
      return ok((await listOwnConversations(ctx.db, principal.userId)).map(presentConversation));
    },
  );

  app.get(
    '/chatbot/conversations/:id',
    { schema: { tags, summary: 'One of your conversations with its messages', params: idParamSchema } },
    async (request) => ok(await getConversation(ctx, requireUser(request), request.params.id)),
  );

  app.delete(
    '/chatbot/conversations/:id',
    { schema: { tags, summary: 'Delete one of your conversations', params: idParamSchema } },
    async (request) => {
      await removeConversation(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, ASSISTANT_MESSAGES.conversationDeleted);
    },
  );

  app.get(
    '/chatbot/guide/:page',
    { schema: { tags, summary: "A page of the offline assistant's guide", params: guidePageParamSchema } },
    async (request, reply) => {
      const page = (await loadGuide()).pages.find((p) => p.page === request.params.page);
      if (!page) throw AppError.notFound(ASSISTANT_MESSAGES.guideNotFound);
      // The guide is the same for everyone and changes only with a release.
      reply.header('cache-control', 'public, max-age=3600');
      return ok(page);
    },
  );
};
