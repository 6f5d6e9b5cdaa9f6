import { createHash, randomBytes } from 'node:crypto';
import {
  ASSISTANT_ANSWER_KINDS,
  ASSISTANT_DRIVERS,
  ASSISTANT_GUEST_KEEP_HOURS,
  ASSISTANT_HISTORY_TURNS,
  ASSISTANT_MESSAGES,
  ASSISTANT_MODELS,
  ASSISTANT_ROLES,
  DEFAULT_ASSISTANT_MODEL,
  emergencyAnswer,
  emergencyHelp,
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
  type EmergencyHelpDto,
  type Locale,
  type TriageGroup,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { translatorFor } from '../../platform/i18n';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { AssistantConversationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { ModelUnavailableError, type ConfiguredDriver } from './drivers';
import { ASSISTANT_EVENTS } from './events';
import { offlineAnswer } from './offline';
import { presentConversationDetail } from './presenter';
import { SYSTEM_PROMPT } from './prompt';
import {
  deleteConversation,
  deleteGuestConversationsBefore,
  findGuestConversation,
  findOwnConversation,
  insertConversation,
  insertMessage,
  listMessages,
} from './repository';
import { recordEscalations } from '../statistics';
import { answerUrgesEmergency } from './answer-check';
import { modelTriage } from './model-triage';
import { triage, triageConversation } from './triage/engine';
import { hasDevanagari } from './triage/text';

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

/** An answer is sent a paragraph at a time, as it would be written. */
const paragraphs = (text: string) => text.split(/(?<=\n\n)/);

/** How a question will be answered, decided (and, for a model, written and checked) before it is sent. */
interface AnswerPlan {
  driver: AssistantDriver;
  kind: AssistantAnswerKind;
  notice: string | null;
  text: string;
  sources: AssistantSource[];
  specialty: string | null;
  /** An emergency answer's card: the numbers to call and the nearest hospitals. */
  emergency: EmergencyHelpDto | null;
  /** The model broke off part-way: the text is what it had written. */
  failure: string | null;
}

function emergencyPlan(
  groups: readonly TriageGroup[],
  driver: AssistantDriver,
  write: (text: string) => string,
  after = '',
): AnswerPlan {
  const answer = emergencyAnswer(groups, write);
  return {
    driver,
    kind: ASSISTANT_ANSWER_KINDS.emergency,
    notice: null,
    text: after ? `${answer}\n\n${after}` : answer,
    sources: [],
    specialty: null,
    emergency: emergencyHelp(groups),
    failure: null,
  };
}

async function offlinePlan(question: string, notice: string | null): Promise<AnswerPlan> {
  const answer = await offlineAnswer(question);
  return {
    driver: ASSISTANT_DRIVERS.offline,
    kind: ASSISTANT_ANSWER_KINDS.answer,
    notice,
    text: answer.text,
    sources: answer.sources,
    specialty: answer.specialty,
    emergency: null,
    failure: null,
  };
}

const failureNotice = (model: AssistantModel, error: ModelUnavailableError) =>
  error.reason === 'refused' ? ASSISTANT_MESSAGES.modelRefused(model) : ASSISTANT_MESSAGES.modelDown(model);

/** The model's whole answer, or as much as it wrote before it broke off. */
async function readAnswer(stream: AsyncGenerator<string>, first: string) {
  let text = first;
  try {
    for (let next = await stream.next(); !next.done; next = await stream.next()) text += next.value;
    return { text, stoppedBy: null };
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error;
    return { text, stoppedBy: error };
  }
}

/**
 * docs/medical-assistant.md#safety and docs/assistant-triage.md, in this order: the triage engine reads the
 * question with the person's earlier messages, and an emergency is answered with its guidance and numbers,
 * no model called; a choice without a driver, or an outside model the asker did not agree to, is answered
 * offline and says so; otherwise the model triages the question too (either verdict escalates; no verdict
 * in time leaves the engine's), then answers, and its answer is checked before it is shown. A model that
 * cannot be reached before its first word is replaced by the offline assistant.
 */
async function planAnswer(
  ctx: AppContext,
  drivers: ModelDrivers,
  asker: Asker,
  input: AssistantQuestion,
  turns: AssistantTurn[],
  signal: AbortSignal,
): Promise<AnswerPlan> {
  const write = emergencyWriter(asker, input.question);
  const earlier = turns.filter((turn) => turn.role === ASSISTANT_ROLES.user).map((turn) => turn.text);
  const found = triageConversation(input.question, earlier);
  if (found.length) return emergencyPlan(found, ASSISTANT_DRIVERS.offline, write);
  const configured = drivers[input.model];
  if (!configured) return offlinePlan(input.question, ASSISTANT_MESSAGES.notConfigured(input.model));
  if (!input.consent) return offlinePlan(input.question, ASSISTANT_MESSAGES.noConsent(input.model));

  const { triageTimeoutMs } = ctx.config.assistant;
  const verdict = await modelTriage(configured.driver, input.question, turns, triageTimeoutMs, signal);
  if (verdict?.emergency) return emergencyPlan(verdict.groups, configured.kind, write);

  const stream = configured.driver.stream({ system: SYSTEM_PROMPT, turns, question: input.question }, signal);
  try {
    const first = await stream.next();
    if (first.done) throw new ModelUnavailableError('malformed', false);
    const { text, stoppedBy } = await readAnswer(stream, first.value);
    if (stoppedBy) {
      ctx.log.warn(
        { driver: configured.kind, reason: stoppedBy.reason, status: stoppedBy.status },
        'assistant model stopped',
      );
    }
    if (!stoppedBy && answerUrgesEmergency(text)) {
      return emergencyPlan(triage(text).groups, configured.kind, write, text);
    }
    // The doctors link comes from the guide, which runs here: nothing more leaves CareNet for it.
    const { specialty } = await offlineAnswer(input.question);
    return {
      driver: configured.kind,
      kind: ASSISTANT_ANSWER_KINDS.answer,
      notice: null,
      text,
      sources: [],
      specialty,
      emergency: null,
      failure: stoppedBy ? ASSISTANT_MESSAGES.modelStopped(input.model) : null,
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

/** Who asks, from where, and in which language their page is. */
interface Asker {
  principal: Principal | null;
  ip: string;
  locale: Locale;
}

/** An emergency answer is written in the page's language, and in Hindi to a question written in Hindi. */
const emergencyWriter = (asker: Asker, question: string) =>
  translatorFor(hasDevanagari(question) ? 'hi' : asker.locale).t;

/** A conversation and the secret that reaches it, for a guest. */
interface Thread {
  conversation: AssistantConversationRow;
  guestToken: string | null;
}

const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The conversation the question belongs to (docs/medical-assistant.md#history). Signed in: the one named,
 * which must be the asker's, or a new one. A guest: the one their secret reaches, or a new one with a new
 * secret (one deleted for age is simply started afresh).
 */
async function threadOf(ctx: AppContext, asker: Asker, input: AssistantQuestion, at: Date): Promise<Thread> {
  const title = titleOf(input.question);
  const { principal } = asker;
  if (principal) {
    if (input.conversationId) {
      const own = await findOwnConversation(ctx.db, principal.userId, input.conversationId);
      if (!own) throw AppError.notFound(ASSISTANT_MESSAGES.conversationNotFound);
      return { conversation: own, guestToken: null };
    }
    return {
      conversation: await insertConversation(ctx.db, { userId: principal.userId }, title, at),
      guestToken: null,
    };
  }
  if (input.conversationId) throw AppError.notFound(ASSISTANT_MESSAGES.conversationNotFound);
  if (input.guestToken) {
    const kept = await findGuestConversation(ctx.db, hashGuestToken(input.guestToken));
    if (kept) return { conversation: kept, guestToken: input.guestToken };
  }
  const guestToken = randomBytes(32).toString('base64url');
  const guestKeyHash = hashGuestToken(guestToken);
  return { conversation: await insertConversation(ctx.db, { guestKeyHash }, title, at), guestToken };
}

/**
 * POST /chatbot/messages. Checks run before the answer starts (a refusal is a plain envelope). The
 * question is kept in its conversation first, and the answer once complete; the model hears the latest
 * turns from here, never from the client.
 */
export async function askAssistant(
  ctx: AppContext,
  drivers: ModelDrivers,
  asker: Asker,
  input: AssistantQuestion,
  signal: AbortSignal,
): Promise<AsyncGenerator<AssistantStreamEvent>> {
  const now = new Date();
  const thread = await threadOf(ctx, asker, input, now);
  const turns = (await listMessages(ctx.db, thread.conversation.id))
    .slice(-ASSISTANT_HISTORY_TURNS)
    .map((row) => ({ role: row.role as AssistantTurn['role'], text: row.text }));
  await insertMessage(ctx.db, {
    conversationId: thread.conversation.id,
    role: ASSISTANT_ROLES.user,
    text: input.question,
    createdAt: now,
  });
  return streamAnswer(ctx, drivers, asker, input, turns, thread, signal);
}

/** Deletes guests' conversations a day after their last question (docs/medical-assistant.md#history). */
export function pruneGuestConversations(db: Database, now = new Date()): Promise<void> {
  return deleteGuestConversationsBefore(db, new Date(now.getTime() - ASSISTANT_GUEST_KEEP_HOURS * 3_600_000));
}

async function* streamAnswer(
  ctx: AppContext,
  drivers: ModelDrivers,
  asker: Asker,
  input: AssistantQuestion,
  turns: AssistantTurn[],
  thread: Thread,
  signal: AbortSignal,
): AsyncGenerator<AssistantStreamEvent> {
  const plan = await planAnswer(ctx, drivers, asker, input, turns, signal);
  yield {
    type: 'start',
    conversationId: thread.guestToken ? null : thread.conversation.id,
    model: input.model,
    driver: plan.driver,
    kind: plan.kind,
    notice: plan.notice,
    emergency: plan.emergency,
    guestToken: thread.guestToken,
  };
  for (const part of paragraphs(plan.text)) yield { type: 'delta', text: part };
  const text = [plan.notice, plan.text, plan.failure].filter(Boolean).join('\n\n');
  await saveAnswer(ctx, asker, thread.conversation.id, input.model, plan, text);
  if (plan.failure) {
    yield { type: 'error', message: plan.failure };
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

/**
 * Keeps the answer in its conversation, logs that a signed-in user was answered (never the text), and
 * counts an escalation by its groups alone (docs/assistant-triage.md#statistics).
 */
async function saveAnswer(
  ctx: AppContext,
  asker: Asker,
  conversationId: string,
  model: AssistantModel,
  plan: AnswerPlan,
  text: string,
): Promise<void> {
  await ctx.events.transaction(async (tx, emit) => {
    if (plan.emergency) await recordEscalations(tx, plan.emergency.groups, new Date());
    await insertMessage(tx, {
      conversationId,
      role: ASSISTANT_ROLES.assistant,
      text,
      model,
      driver: plan.driver,
      kind: plan.kind,
      sources: plan.sources,
      specialty: plan.specialty,
      emergencyGroups: plan.emergency?.groups ?? null,
      createdAt: new Date(),
    });
    // The activity log is of accounts: a guest's questions are not in it.
    if (!asker.principal) return;
    await emit(
      ASSISTANT_EVENTS.asked,
      { model, driver: plan.driver, kind: plan.kind },
      {
        actorId: asker.principal.userId,
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
