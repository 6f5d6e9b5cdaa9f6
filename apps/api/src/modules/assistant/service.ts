import {
  ASSISTANT_ANSWER_KINDS,
  ASSISTANT_DRIVERS,
  ASSISTANT_GUEST_HISTORY_TURNS,
  ASSISTANT_MESSAGES,
  ASSISTANT_MODELS,
  ASSISTANT_ROLES,
  DEFAULT_ASSISTANT_MODEL,
  emergencyAnswer,
  findDoctorsHref,
  type AssistantAnswerKind,
  type AssistantConversationDetailDto,
  type AssistantDriver,
  type AssistantModel,
  type AssistantModelDto,
  type AssistantQuestion,
  type AssistantSource,
  type AssistantStreamEvent,
  type AssistantTurn,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { AssistantConversationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { ModelUnavailableError, type ConfiguredDriver } from './drivers';
import { ASSISTANT_EVENTS } from './events';
import { offlineAnswer } from './offline';
import { presentConversationDetail } from './presenter';
import { SYSTEM_PROMPT } from './prompt';
import {
  deleteConversation,
  findOwnConversation,
  insertConversation,
  insertMessage,
  listMessages,
} from './repository';
import { redFlagOf } from './safety';

export type ModelDrivers = Record<AssistantModel, ConfiguredDriver | null>;

/** GET /chatbot/models: each choice of the selector and who answers it here. */
export function listModels(drivers: ModelDrivers): AssistantModelDto[] {
  return ASSISTANT_MODELS.map((name) => {
    const configured = drivers[name];
    return {
      name,
      driver: configured?.kind ?? ASSISTANT_DRIVERS.offline,
      modelName: configured?.driver.modelName ?? null,
      outside: configured !== null,
      isDefault: name === DEFAULT_ASSISTANT_MODEL,
    };
  });
}

/** How a question will be answered, decided before anything is sent to the asker. */
interface AnswerPlan {
  driver: AssistantDriver;
  kind: AssistantAnswerKind;
  notice: string | null;
  text: AsyncIterable<string>;
  sources: AssistantSource[];
  specialty: string | null;
}

async function* paragraphs(text: string): AsyncGenerator<string> {
  const parts = text.split(/(?<=\n\n)/);
  for (const part of parts) yield part;
}

async function* prepend(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

async function offlinePlan(question: string, notice: string | null): Promise<AnswerPlan> {
  const answer = await offlineAnswer(question);
  return {
    driver: ASSISTANT_DRIVERS.offline,
    kind: ASSISTANT_ANSWER_KINDS.answer,
    notice,
    text: paragraphs(answer.text),
    sources: answer.sources,
    specialty: answer.specialty,
  };
}

const failureNotice = (model: AssistantModel, error: ModelUnavailableError) =>
  error.reason === 'refused' ? ASSISTANT_MESSAGES.modelRefused(model) : ASSISTANT_MESSAGES.modelDown(model);

/**
 * docs/medical-assistant.md#safety, in this order: a red flag is answered with emergency guidance and no
 * model is called; a choice without a driver, or an outside model the asker did not agree to, is answered
 * offline and says so; a model that cannot be reached before its first word is answered offline too.
 */
async function planAnswer(
  ctx: AppContext,
  drivers: ModelDrivers,
  input: AssistantQuestion,
  turns: AssistantTurn[],
  signal: AbortSignal,
): Promise<AnswerPlan> {
  const redFlag = redFlagOf(input.question);
  if (redFlag) {
    return {
      driver: ASSISTANT_DRIVERS.offline,
      kind: ASSISTANT_ANSWER_KINDS.emergency,
      notice: null,
      text: paragraphs(emergencyAnswer(redFlag)),
      sources: [],
      specialty: null,
    };
  }
  const configured = drivers[input.model];
  if (!configured) return offlinePlan(input.question, ASSISTANT_MESSAGES.notConfigured(input.model));
  if (!input.consent) return offlinePlan(input.question, ASSISTANT_MESSAGES.noConsent(input.model));

  const stream = configured.driver.stream({ system: SYSTEM_PROMPT, turns, question: input.question }, signal);
  try {
    const first = await stream.next();
    if (first.done) throw new ModelUnavailableError('malformed', false);
    // The doctors link comes from the guide, which runs here: nothing more leaves CareNet for it.
    const { specialty } = await offlineAnswer(input.question);
    return {
      driver: configured.kind,
      kind: ASSISTANT_ANSWER_KINDS.answer,
      notice: null,
      text: prepend(first.value, stream),
      sources: [],
      specialty,
    };
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error;
    // The reason and status only: the question is health data and never logged.
    ctx.log.warn(
      { driver: configured.kind, reason: error.reason, status: error.status },
      'assistant model unavailable',
    );
    return offlinePlan(input.question, failureNotice(input.model, error));
  }
}

const TITLE_LENGTH = 80;
const titleOf = (question: string) =>
  question.length > TITLE_LENGTH ? `${question.slice(0, TITLE_LENGTH - 1)}…` : question;

/** Who asks, from where, and the conversation it belongs to (signed in only). */
interface Asker {
  principal: Principal | null;
  ip: string;
}

/**
 * POST /chatbot/messages. Checks run before the answer starts (a refusal is a plain envelope); the
 * signed-in asker's question is saved first, and the answer once complete. A guest's turns come with the
 * question and nothing of theirs is kept here (docs/medical-assistant.md#history).
 */
export async function askAssistant(
  ctx: AppContext,
  drivers: ModelDrivers,
  asker: Asker,
  input: AssistantQuestion,
  signal: AbortSignal,
): Promise<AsyncGenerator<AssistantStreamEvent>> {
  const { principal } = asker;
  let conversation: AssistantConversationRow | null = null;
  let turns = input.history;
  if (input.conversationId) {
    conversation = principal
      ? await findOwnConversation(ctx.db, principal.userId, input.conversationId)
      : null;
    if (!conversation) throw AppError.notFound(ASSISTANT_MESSAGES.conversationNotFound);
  }
  if (principal) {
    turns = conversation
      ? (await listMessages(ctx.db, conversation.id))
          .slice(-ASSISTANT_GUEST_HISTORY_TURNS)
          .map((row) => ({ role: row.role as AssistantTurn['role'], text: row.text }))
      : [];
    conversation ??= await insertConversation(ctx.db, principal.userId, titleOf(input.question), new Date());
    await insertMessage(ctx.db, {
      conversationId: conversation.id,
      role: ASSISTANT_ROLES.user,
      text: input.question,
      createdAt: new Date(),
    });
  }
  return streamAnswer(ctx, drivers, asker, input, turns, conversation, signal);
}

async function* streamAnswer(
  ctx: AppContext,
  drivers: ModelDrivers,
  asker: Asker,
  input: AssistantQuestion,
  turns: AssistantTurn[],
  conversation: AssistantConversationRow | null,
  signal: AbortSignal,
): AsyncGenerator<AssistantStreamEvent> {
  const plan = await planAnswer(ctx, drivers, input, turns, signal);
  yield {
    type: 'start',
    conversationId: conversation?.id ?? null,
    model: input.model,
    driver: plan.driver,
    kind: plan.kind,
    notice: plan.notice,
  };
  let text = plan.notice ? `${plan.notice}\n\n` : '';
  let failure: string | null = null;
  try {
    for await (const delta of plan.text) {
      text += delta;
      yield { type: 'delta', text: delta };
    }
  } catch (error) {
    if (!(error instanceof ModelUnavailableError) || signal.aborted) throw error;
    ctx.log.warn(
      { driver: plan.driver, reason: error.reason, status: error.status },
      'assistant model stopped',
    );
    failure = ASSISTANT_MESSAGES.modelStopped(input.model);
  }
  if (conversation && asker.principal) {
    await saveAnswer(
      ctx,
      asker,
      conversation.id,
      input.model,
      plan,
      failure ? `${text}\n\n${failure}` : text,
    );
  }
  if (failure) {
    yield { type: 'error', message: failure };
    return;
  }
  yield {
    type: 'end',
    sources: plan.sources,
    specialty: plan.specialty,
    doctorsHref: plan.specialty ? findDoctorsHref(plan.specialty) : null,
    disclaimer: ASSISTANT_MESSAGES.disclaimer,
  };
}

async function saveAnswer(
  ctx: AppContext,
  asker: Asker,
  conversationId: string,
  model: AssistantModel,
  plan: AnswerPlan,
  text: string,
): Promise<void> {
  await ctx.events.transaction(async (tx, emit) => {
    await insertMessage(tx, {
      conversationId,
      role: ASSISTANT_ROLES.assistant,
      text,
      model,
      driver: plan.driver,
      kind: plan.kind,
      sources: plan.sources,
      specialty: plan.specialty,
      createdAt: new Date(),
    });
    await emit(
      ASSISTANT_EVENTS.asked,
      { model, driver: plan.driver, kind: plan.kind },
      {
        actorId: asker.principal?.userId ?? null,
        subjectType: 'assistantConversation',
        subjectId: conversationId,
        ip: asker.ip,
      },
    );
  });
}

async function ownConversation(ctx: AppContext, principal: Principal, id: string) {
  const conversation = await findOwnConversation(ctx.db, principal.userId, id);
  if (!conversation) throw AppError.notFound(ASSISTANT_MESSAGES.conversationNotFound);
  return conversation;
}

export async function getConversation(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<AssistantConversationDetailDto> {
  const conversation = await ownConversation(ctx, principal, id);
  return presentConversationDetail(conversation, await listMessages(ctx.db, conversation.id));
}

export async function removeConversation(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip: string,
): Promise<void> {
  const conversation = await ownConversation(ctx, principal, id);
  await ctx.events.transaction(async (tx, emit) => {
    await deleteConversation(tx, conversation.id);
    await emit(
      ASSISTANT_EVENTS.conversationDeleted,
      {},
      { actorId: principal.userId, subjectType: 'assistantConversation', subjectId: conversation.id, ip },
    );
  });
}
