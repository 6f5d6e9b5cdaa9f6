import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from '../../../../test/fake-models';
import { geminiDriver } from './gemini';
import { chatCompletionsUrl, openAiDriver } from './openai';
import { ModelUnavailableError, type ModelCallPolicy, type ModelDriver, type ModelPrompt } from './types';

const POLICY: ModelCallPolicy = { timeoutMs: 2_000, retries: 2, retryDelayMs: 1 };
const PROMPT: ModelPrompt = {
  system: 'Be careful.',
  turns: [
    { role: 'user', text: 'Earlier question' },
    { role: 'assistant', text: 'Earlier answer' },
  ],
  question: 'What helps a cold?',
};

async function collect(driver: ModelDriver, prompt = PROMPT): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of driver.stream(prompt)) pieces.push(piece);
  return pieces;
}

/** The failure the stream ended with, and the text that came before it. */
async function failureOf(driver: ModelDriver): Promise<{ error: ModelUnavailableError; pieces: string[] }> {
  const pieces: string[] = [];
  try {
    for await (const piece of driver.stream(PROMPT)) pieces.push(piece);
  } catch (error) {
    if (error instanceof ModelUnavailableError) return { error, pieces };
    throw error;
  }
  throw new Error('the stream ended without failing');
}

let gemini: FakeModel;
let openai: FakeModel;
beforeAll(async () => {
  gemini = await startFakeModel('gemini', 'gemini-key');
  openai = await startFakeModel('openai', 'llama-key');
});
afterAll(async () => {
  await gemini.close();
  await openai.close();
});
beforeEach(() => {
  gemini.reset();
  openai.reset();
});

const geminiWith = (policy: ModelCallPolicy = POLICY, apiKey = 'gemini-key') =>
  geminiDriver({ apiKey, model: 'gemini-2.0-flash', apiUrl: gemini.url }, policy);
const openaiWith = (policy: ModelCallPolicy = POLICY, baseUrl = openai.url) =>
  openAiDriver({ baseUrl, model: 'llama2', apiKey: 'llama-key' }, policy);

describe('the Gemini driver', () => {
  it("streams the answer piece by piece from streamGenerateContent, asking in Gemini's format", async () => {
    gemini.next({ stream: ['Rest', ' and fluids', ' help.'] });
    expect(await collect(geminiWith())).toEqual(['Rest', ' and fluids', ' help.']);
    expect(gemini.calls).toHaveLength(1);
    const [call] = gemini.calls;
    expect(call.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(call.headers['x-goog-api-key']).toBe('gemini-key');
    expect(call.body).toEqual({
      systemInstruction: { parts: [{ text: 'Be careful.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Earlier question' }] },
        { role: 'model', parts: [{ text: 'Earlier answer' }] },
        { role: 'user', parts: [{ text: 'What helps a cold?' }] },
      ],
      generationConfig: { temperature: 0.3, maxOutputTokens: 1024 },
    });
  });

  it('tries again after a 503, a 429 and a dropped connection before the first word', async () => {
    gemini.next({ status: 503 }, { status: 429 });
    expect(await collect(geminiWith())).toEqual(['Hello', ' from the stand-in.']);
    expect(gemini.calls).toHaveLength(3);

    gemini.reset();
    gemini.next({ drop: true });
    expect(await collect(geminiWith())).toEqual(['Hello', ' from the stand-in.']);
    expect(gemini.calls).toHaveLength(2);
  });

  it('gives up as down after its retries when the model keeps failing', async () => {
    gemini.always({ status: 500 });
    const { error, pieces } = await failureOf(geminiWith());
    expect(error).toMatchObject({ reason: 'status', status: 500, partial: false });
    expect(pieces).toEqual([]);
    expect(gemini.calls).toHaveLength(3);
  });

  it('does not retry a refused key', async () => {
    const { error } = await failureOf(geminiWith(POLICY, 'wrong-key'));
    expect(error).toMatchObject({ reason: 'status', status: 401 });
    expect(gemini.calls).toHaveLength(1);
  });

  it('says when Gemini blocks the prompt', async () => {
    gemini.next({ blocked: true });
    const { error } = await failureOf(geminiWith());
    expect(error.reason).toBe('refused');
  });

  it('times out a model that never answers, each try', async () => {
    gemini.always({ hang: true });
    const { error } = await failureOf(geminiWith({ timeoutMs: 150, retries: 1, retryDelayMs: 1 }));
    expect(error).toMatchObject({ reason: 'timeout', partial: false });
    expect(gemini.calls).toHaveLength(2);
  });

  it('ends as stopped, without trying again, a model that hangs after its first words', async () => {
    gemini.next({ hangAfterFirst: 'Rest is' });
    const { error, pieces } = await failureOf(geminiWith({ timeoutMs: 150, retries: 2, retryDelayMs: 1 }));
    expect(pieces).toEqual(['Rest is']);
    expect(error).toMatchObject({ reason: 'stopped', partial: true });
    expect(gemini.calls).toHaveLength(1);
  });
});

describe('the OpenAI-compatible driver', () => {
  it('streams chat completion chunks until [DONE], with the system prompt first', async () => {
    openai.next({ stream: ['Warm', ' drinks', ' soothe.'] });
    expect(await collect(openaiWith())).toEqual(['Warm', ' drinks', ' soothe.']);
    const [call] = openai.calls;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer llama-key');
    expect(call.body).toEqual({
      model: 'llama2',
      stream: true,
      temperature: 0.3,
      max_tokens: 1024,
      messages: [
        { role: 'system', content: 'Be careful.' },
        { role: 'user', content: 'Earlier question' },
        { role: 'assistant', content: 'Earlier answer' },
        { role: 'user', content: 'What helps a cold?' },
      ],
    });
  });

  it('takes a base URL with or without /v1', async () => {
    expect(chatCompletionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1/')).toBe(
      'http://127.0.0.1:11434/v1/chat/completions',
    );
    expect(await collect(openaiWith(POLICY, `${openai.url}/v1`))).toEqual(['Hello', ' from the stand-in.']);
  });

  it('tries again after a 502 and answers', async () => {
    openai.next({ status: 502 });
    expect(await collect(openaiWith())).toEqual(['Hello', ' from the stand-in.']);
    expect(openai.calls).toHaveLength(2);
  });

  it('is unreachable when nothing listens at its address', async () => {
    const closed = await startFakeModel('openai', 'llama-key');
    const url = closed.url;
    await closed.close();
    const { error } = await failureOf(openaiWith({ timeoutMs: 2_000, retries: 1, retryDelayMs: 1 }, url));
    expect(error).toMatchObject({ reason: 'unreachable', partial: false });
  });

  it('ends as stopped when the server goes quiet part-way', async () => {
    openai.next({ hangAfterFirst: 'Warm' });
    const { error, pieces } = await failureOf(openaiWith({ timeoutMs: 150, retries: 2, retryDelayMs: 1 }));
    expect(pieces).toEqual(['Warm']);
    expect(error.reason).toBe('stopped');
    expect(openai.calls).toHaveLength(1);
  });
});
