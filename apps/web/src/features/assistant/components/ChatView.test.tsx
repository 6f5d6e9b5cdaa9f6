import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ASSISTANT_MESSAGES,
  emergencyAnswer,
  type AssistantModelDto,
  type AssistantStreamEvent,
} from '@carenet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantModelStore } from '../../../lib/assistantModel';
import { renderPage, renderRoutes } from '../../../test/utils';
import { assistantRoutes } from '../routes';
import { ChatView } from './ChatView';
import { ModelSelect } from './ModelSelect';

const MODELS: AssistantModelDto[] = [
  { name: 'Palm 2', driver: 'gemini', modelName: 'gemini-2.0-flash', outside: true, isDefault: true },
  { name: 'Llama 2', driver: 'offline', modelName: null, outside: false, isDefault: false },
];

/** An answer stream the test writes line by line, as the server would. */
function answerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    send: (...events: AssistantStreamEvent[]) =>
      controller.enqueue(encoder.encode(events.map((event) => `${JSON.stringify(event)}\n`).join(''))),
    /** Half a line now, the rest later: the reader must wait for the line's end. */
    sendSplit(event: AssistantStreamEvent) {
      const line = `${JSON.stringify(event)}\n`;
      controller.enqueue(encoder.encode(line.slice(0, 10)));
      controller.enqueue(encoder.encode(line.slice(10)));
    },
    close: () => controller.close(),
  };
}

/** fetch answering /chatbot/models, and each question with the next of `answers`. */
function mockAssistant(answers: Response[]) {
  const questions: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: URL, init?: RequestInit) => {
    if (input.pathname === '/api/v1/chatbot/models') {
      return new Response(
        JSON.stringify({ status: 'success', statusCode: 200, message: 'OK', data: MODELS }),
      );
    }
    if (input.pathname === '/api/v1/chatbot/messages' && init?.method === 'POST') {
      questions.push(JSON.parse(init.body as string) as Record<string, unknown>);
      const answer = answers.shift();
      if (answer) return answer;
    }
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${input.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return questions;
}

const start = (
  overrides: Partial<Extract<AssistantStreamEvent, { type: 'start' }>> = {},
): AssistantStreamEvent => ({
  type: 'start',
  conversationId: null,
  model: 'Palm 2',
  driver: 'offline',
  kind: 'answer',
  notice: null,
  ...overrides,
});

async function ask(text: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), `${text}{Enter}`);
}

beforeEach(() => {
  sessionStorage.clear();
  assistantModelStore.set('Palm 2');
});
afterEach(() => vi.unstubAllGlobals());

describe('the chat page', () => {
  it('renders the answer as it streams, then its sources and the doctors link', async () => {
    const stream = answerStream();
    const questions = mockAssistant([stream.response]);
    renderRoutes(assistantRoutes, '/chat-bot');
    await ask('knee pain');

    expect(screen.getByRole('article', { name: 'Your question' }).textContent).toBe('knee pain');
    stream.send(start({ notice: ASSISTANT_MESSAGES.noConsent('Palm 2') }), {
      type: 'delta',
      text: 'Knee pain often ',
    });
    expect(await screen.findByText('Knee pain often')).not.toBeNull();
    expect(screen.getByText(ASSISTANT_MESSAGES.noConsent('Palm 2'))).not.toBeNull();
    expect(screen.getByText(ASSISTANT_MESSAGES.offlineLabel)).not.toBeNull();
    expect(screen.getByText('The assistant is answering…')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Sources' })).toBeNull();

    stream.sendSplit({ type: 'delta', text: 'comes from strain.' });
    stream.send({
      type: 'end',
      sources: [{ title: 'Common symptoms: Knee pain', href: '/chat-bot/guide/symptoms#knee-pain' }],
      specialty: 'Orthopaedic Surgeon',
      doctorsHref: '/finddoctors?specialty=Orthopaedic%20Surgeon',
      disclaimer: ASSISTANT_MESSAGES.disclaimer,
    });
    stream.close();

    expect(await screen.findByText('Knee pain often comes from strain.')).not.toBeNull();
    const sources = await screen.findByRole('list', { name: 'Sources' });
    expect(
      within(sources).getByRole('link', { name: 'Common symptoms: Knee pain' }).getAttribute('href'),
    ).toBe('/chat-bot/guide/symptoms#knee-pain');
    expect(screen.getByRole('link', { name: 'Find doctors: Orthopaedic Surgeon' }).getAttribute('href')).toBe(
      '/finddoctors?specialty=Orthopaedic%20Surgeon',
    );
    expect(screen.queryByText('The assistant is answering…')).toBeNull();
    expect(questions).toEqual([{ question: 'knee pain', model: 'Palm 2', consent: false, history: [] }]);
  });

  it("keeps a guest's conversation in the tab and sends it with the next question, with the consent", async () => {
    const first = answerStream();
    const second = answerStream();
    const questions = mockAssistant([first.response, second.response]);
    renderRoutes(assistantRoutes, '/chat-bot');
    await ask('fever');
    first.send(start(), { type: 'delta', text: 'Rest and fluids.' });
    first.send({ type: 'end', sources: [], specialty: null, doctorsHref: null, disclaimer: '' });
    first.close();
    await screen.findByText('Rest and fluids.');
    await waitFor(() => expect(sessionStorage.getItem('assistantGuestChat')).toContain('Rest and fluids.'));

    await userEvent.click(
      screen.getByRole('switch', { name: (name) => name.startsWith(ASSISTANT_MESSAGES.consentLabel) }),
    );
    await ask('and for a child?');
    expect(questions[1]).toEqual({
      question: 'and for a child?',
      model: 'Palm 2',
      consent: true,
      history: [
        { role: 'user', text: 'fever' },
        { role: 'assistant', text: 'Rest and fluids.' },
      ],
    });
    second.close();
  });

  it('shows emergency guidance as an alert', async () => {
    const stream = answerStream();
    mockAssistant([stream.response]);
    renderPage(<ChatView />);
    await ask('I have chest pain');
    stream.send(start({ kind: 'emergency' }), { type: 'delta', text: emergencyAnswer('heart') });
    stream.send({ type: 'end', sources: [], specialty: null, doctorsHref: null, disclaimer: '' });
    stream.close();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Emergency');
    expect(alert.textContent).toContain('112 (all emergencies), 108 (ambulance)');
    expect(alert.textContent).toContain('US: 911');
  });

  it("shows the server's refusal, and the answer that broke off with why", async () => {
    const broken = answerStream();
    mockAssistant([
      new Response(
        JSON.stringify({ status: 'error', statusCode: 429, message: ASSISTANT_MESSAGES.tooManyQuestions }),
        { status: 429 },
      ),
      broken.response,
    ]);
    renderPage(<ChatView />);
    await ask('knee pain');
    expect(await screen.findByText(ASSISTANT_MESSAGES.tooManyQuestions)).not.toBeNull();

    await ask('knee pain again');
    broken.send(start({ driver: 'gemini' }), { type: 'delta', text: 'Rest' });
    broken.send({ type: 'error', message: ASSISTANT_MESSAGES.modelStopped('Palm 2') });
    broken.close();
    expect(await screen.findByText(ASSISTANT_MESSAGES.modelStopped('Palm 2'))).not.toBeNull();
  });

  it('refuses an empty question with the shared message, sending nothing', async () => {
    const questions = mockAssistant([]);
    renderPage(<ChatView />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.questionRequired)).not.toBeNull();
    expect(questions).toEqual([]);
  });
});

describe('the model selector', () => {
  it('starts on Palm 2, says which choice is answered offline, and the chat asks the chosen one', async () => {
    const stream = answerStream();
    const questions = mockAssistant([stream.response]);
    renderPage(
      <>
        <ModelSelect />
        <ChatView />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Assistant model' });
    expect((select as HTMLSelectElement).value).toBe('Palm 2');
    expect(await screen.findByRole('option', { name: 'Llama 2 (offline)' })).not.toBeNull();
    await userEvent.selectOptions(select, 'Llama 2');
    expect(sessionStorage.getItem('assistantModel')).toBe('Llama 2');
    await ask('headache');
    expect(questions[0]).toMatchObject({ model: 'Llama 2' });
    stream.close();
  });

  it('gives the widget its own selector, as it has no top bar', async () => {
    mockAssistant([]);
    renderRoutes(assistantRoutes, '/tal-chat-bot/true');
    expect(await screen.findByRole('combobox', { name: 'Assistant model' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your question' })).not.toBeNull();
  });
});
