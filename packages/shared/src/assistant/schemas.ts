import { z } from 'zod';
import { ASSISTANT_MODELS, ASSISTANT_QUESTION_MAX, DEFAULT_ASSISTANT_MODEL } from './constants';
import { ASSISTANT_MESSAGES } from './messages';

/** Text a person typed: no NUL byte or other control character, no lone surrogate. */
const UNREADABLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const readable = (value: string) => !UNREADABLE.test(value);

/** A guest conversation's secret: 43 characters of base64url (32 random bytes). */
const GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** POST /chatbot/messages: a question to the medical assistant (docs/medical-assistant.md#asking). */
export const assistantQuestionSchema = z.object({
  question: z
    .string({ error: ASSISTANT_MESSAGES.questionRequired })
    .refine(readable, ASSISTANT_MESSAGES.invalidText)
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, ASSISTANT_MESSAGES.questionRequired)
        .max(ASSISTANT_QUESTION_MAX, ASSISTANT_MESSAGES.questionTooLong(ASSISTANT_QUESTION_MAX)),
    ),
  model: z.enum(ASSISTANT_MODELS).default(DEFAULT_ASSISTANT_MODEL),
  /** The user agreed, on the chat page, to send their questions to the outside model. */
  consent: z.boolean().default(false),
  /** Signed in: the conversation to continue; none starts a new one. */
  conversationId: z.uuid().optional(),
  /**
   * A guest's conversation to continue: the secret the server gave with its first answer. The server
   * keeps a guest's turns; any sent by the client are not read.
   */
  guestToken: z.string().regex(GUEST_TOKEN, ASSISTANT_MESSAGES.conversationNotFound).optional(),
});
export type AssistantQuestionInput = z.input<typeof assistantQuestionSchema>;
export type AssistantQuestion = z.output<typeof assistantQuestionSchema>;
