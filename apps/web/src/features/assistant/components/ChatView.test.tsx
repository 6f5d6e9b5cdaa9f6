import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ASSISTANT_MESSAGES,
  emergencyAnswer,
  emergencyHelp,
  type AssistantConversationDetailDto,
  type AssistantModelDto,
  type AssistantStreamEvent,
} from '@carenet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantModelStore } from '../../../lib/assistantModel';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { makeUser, renderPage, renderRoutes } from '../../../test/utils';
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

const GUEST_TOKEN = 'a'.repeat(43);

const start = (
  overrides: Partial<Extract<AssistantStreamEvent, { type: 'start' }>> = {},
): AssistantStreamEvent => ({
  type: 'start',
  conversationId: null,
  model: 'Palm 2',
  driver: 'offline',
  kind: 'answer',
  notice: null,
  emergency: null,
  guestToken: null,
  ...overrides,
});

const end: AssistantStreamEvent = {
  type: 'end',
  sources: [],
  specialty: null,
  doctorsHref: null,
  disclaimer: ASSISTANT_MESSAGES.disclaimer,
};

/** Asks `question` and streams `text` back as one complete answer, started by `started`. */
async function answered(question: string, text: string, started: Partial<Parameters<typeof start>[0]> = {}) {
  const stream = answerStream();
  mockAssistant([stream.response]);
  await ask(question);
  stream.send(start(started), { type: 'delta', text }, end);
  stream.close();
  return screen.findByRole('article', { name: "Assistant's answer" });
}

/** The hrefs of the emergency card's call buttons, in the order shown. */
const callButtons = () =>
  within(screen.getByRole('group', { name: 'Numbers to call' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

async function ask(text: string) {
  // user-event reads '[' and '{' as the start of a key's name: doubled, they are typed as themselves.
  const typed = text.replace(/[[{]/g, '$&$&');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), `${typed}{Enter}`);
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
    expect(questions).toEqual([{ question: 'knee pain', model: 'Palm 2', consent: false }]);
  });

  it("continues a guest's conversation with the secret the server gave, never the turns, and keeps it in the tab", async () => {
    const first = answerStream();
    const second = answerStream();
    const questions = mockAssistant([first.response, second.response]);
    renderRoutes(assistantRoutes, '/chat-bot');
    await ask('fever');
    first.send(start({ guestToken: GUEST_TOKEN }), { type: 'delta', text: 'Rest and fluids.' });
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
      guestToken: GUEST_TOKEN,
    });
    expect(sessionStorage.getItem('assistantGuestToken')).toBe(GUEST_TOKEN);
    second.close();
    // A new conversation forgets the secret.
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(sessionStorage.getItem('assistantGuestToken')).toBeNull();
  });

  it('shows an emergency answer as an alert: its Markdown, a button for every number, the nearest hospital', async () => {
    renderPage(<ChatView />);
    const help = emergencyHelp(['heart']);
    const answer = await answered('I have chest pain', emergencyAnswer(['heart']), {
      kind: 'emergency',
      emergency: help,
    });
    const alert = within(answer).getByRole('alert');
    expect(within(alert).getByText('Emergency')).not.toBeNull();
    expect(alert.querySelector('strong')?.textContent).toBe('This may be an emergency.');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(help.lines.length);

    expect(callButtons()).toEqual(['tel:112', 'tel:108', 'tel:911']);
    const call112 = screen.getByRole('link', { name: 'Call 112 All emergencies · India' });
    expect(call112.getAttribute('href')).toBe('tel:112');
    expect(call112.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call 911 All emergencies · United States' })).not.toBeNull();
    const hospital = screen.getByRole('link', { name: 'Find the nearest hospital' });
    expect(hospital.getAttribute('href')).toBe('/nearest-hospital');
    expect(hospital.getAttribute('target')).toBeNull();
    expect(screen.queryByText('You are not alone')).toBeNull();
    expect(await seriousAxeViolations(answer)).toEqual([]);
  });

  it('answers thoughts of self-harm with a caring card, the crisis lines first', async () => {
    renderPage(<ChatView />);
    const answer = await answered('I want to end my life', emergencyAnswer(['suicide']), {
      kind: 'emergency',
      emergency: emergencyHelp(['suicide']),
    });
    const alert = within(answer).getByRole('alert');
    expect(within(alert).getByText('You are not alone')).not.toBeNull();
    expect(within(alert).queryByText('Emergency')).toBeNull();
    expect(callButtons()).toEqual(['tel:14416', 'tel:988', 'tel:112', 'tel:108', 'tel:911']);
    expect(
      screen.getByRole('link', { name: 'Call 14416 Tele-MANAS mental health line (free, 24 hours) · India' }),
    ).not.toBeNull();
    expect(await seriousAxeViolations(answer)).toEqual([]);
  });

  it('adds the poison lines to a poisoning card, India first', async () => {
    renderPage(<ChatView />);
    await answered('my child swallowed pills', emergencyAnswer(['poisoning']), {
      kind: 'emergency',
      emergency: emergencyHelp(['poisoning']),
    });
    expect(callButtons()).toEqual(['tel:112', 'tel:108', 'tel:1800116117', 'tel:911', 'tel:18002221222']);
  });

  it('still shows an emergency answer saved without its card as an alert, with the nearest hospital', async () => {
    renderPage(<ChatView />);
    const answer = await answered('chest pain', 'This may be an emergency. Call 112.', { kind: 'emergency' });
    expect(within(answer).getByRole('alert').textContent).toContain('Call 112.');
    expect(within(answer).queryByRole('group', { name: 'Numbers to call' })).toBeNull();
    expect(within(answer).getByRole('link', { name: 'Find the nearest hospital' }).getAttribute('href')).toBe(
      '/nearest-hospital',
    );
  });

  it("renders an answer's Markdown, and neither raw HTML nor a javascript: link in it", async () => {
    renderPage(<ChatView />);
    const answer = await answered(
      'knee pain',
      [
        'For **knee pain**:',
        '- Rest the knee\n- Put *ice* on it',
        '[Run me](javascript:alert(1)) and <a href="javascript:alert(2)">me</a> <script>window.hacked = 1</script>',
        '<img src="x" onerror="window.hacked = 2">',
        '[More on knees](https://example.org/knee), [the guide](/chat-bot/guide/symptoms) or [call 108](tel:108).',
      ].join('\n\n'),
    );
    expect(within(answer).getByText('knee pain').tagName).toBe('STRONG');
    expect(within(answer).getByText('ice').tagName).toBe('EM');
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rest the knee', 'Put ice on it']);

    // The links' texts stay, as text; the tags around the script's text are dropped, so it is only words.
    expect(
      within(answer)
        .getByText(/Run me/)
        .closest('a'),
    ).toBeNull();
    expect(
      within(answer)
        .getByText(/Run me and me/)
        .closest('a'),
    ).toBeNull();
    expect(answer.querySelector('script, img, [onerror]')).toBeNull();
    for (const link of answer.querySelectorAll('a')) expect(link.getAttribute('href')).not.toMatch(/script/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const outside = within(answer).getByRole('link', { name: 'More on knees' });
    expect(outside.getAttribute('href')).toBe('https://example.org/knee');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    const guide = within(answer).getByRole('link', { name: 'the guide' });
    expect(guide.getAttribute('href')).toBe('/chat-bot/guide/symptoms');
    expect(guide.getAttribute('target')).toBeNull();
    const call = within(answer).getByRole('link', { name: 'call 108' });
    expect(call.getAttribute('href')).toBe('tel:108');
    expect(call.getAttribute('target')).toBeNull();
  });

  it("shows the person's question as typed, not as Markdown", async () => {
    renderPage(<ChatView />);
    await answered('is **this** [a link](https://example.org)?', 'No.');
    const question = screen.getByRole('article', { name: 'Your question' });
    expect(question.textContent).toBe('is **this** [a link](https://example.org)?');
    expect(question.querySelector('strong, a')).toBeNull();
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

  it('opens every link of the widget but a phone number in a new tab, out of the frame', async () => {
    renderRoutes(assistantRoutes, '/tal-chat-bot');
    const answer = await answered(
      'chest pain',
      `${emergencyAnswer(['heart'])}\n\nSee [the guide](/chat-bot/guide/urgent-care).`,
      { kind: 'emergency', emergency: emergencyHelp(['heart']) },
    );
    const hospital = within(answer).getByRole('link', { name: 'Find the nearest hospital' });
    expect(hospital.getAttribute('target')).toBe('_blank');
    expect(hospital.getAttribute('rel')).toBe('noopener noreferrer');
    const guide = within(answer).getByRole('link', { name: 'the guide' });
    expect(guide.getAttribute('target')).toBe('_blank');
    for (const call of within(answer).getAllByRole('link', { name: /^Call / })) {
      expect(call.getAttribute('target')).toBeNull();
    }
    expect(within(answer).getByRole('link', { name: '112' }).getAttribute('target')).toBeNull();
  });

  it('gives the widget its own selector, as it has no top bar', async () => {
    mockAssistant([]);
    renderRoutes(assistantRoutes, '/tal-chat-bot/true');
    expect(await screen.findByRole('combobox', { name: 'Assistant model' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your question' })).not.toBeNull();
  });
});

describe('a saved conversation', () => {
  afterEach(() => sessionStore.clear());

  it('shows an emergency answer from the history with its card', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const conversation: AssistantConversationDetailDto = {
      _id: 'c-1',
      title: 'chest pain',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      messages: [
        {
          _id: 'm-1',
          role: 'user',
          text: 'chest pain',
          model: null,
          driver: null,
          kind: null,
          sources: [],
          specialty: null,
          doctorsHref: null,
          emergency: null,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
        {
          _id: 'm-2',
          role: 'assistant',
          text: emergencyAnswer(['heart', 'breathing']),
          model: 'Palm 2',
          driver: 'offline',
          kind: 'emergency',
          sources: [],
          specialty: null,
          doctorsHref: null,
          emergency: emergencyHelp(['heart', 'breathing']),
          createdAt: '2025-01-01T00:00:01.000Z',
        },
      ],
    };
    const envelope = (data: unknown) =>
      new Response(JSON.stringify({ status: 'success', statusCode: 200, message: 'OK', data }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL) => {
        if (input.pathname === '/api/v1/chatbot/conversations') return envelope([conversation]);
        if (input.pathname === '/api/v1/chatbot/conversations/c-1') return envelope(conversation);
        throw new Error(`unexpected call ${input.pathname}`);
      }),
    );
    renderPage(<ChatView />);
    await userEvent.click(await screen.findByRole('button', { name: 'chest pain' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Emergency')).not.toBeNull();
    expect(callButtons()).toEqual(['tel:112', 'tel:108', 'tel:911']);
    expect(screen.getByRole('link', { name: 'Find the nearest hospital' }).getAttribute('href')).toBe(
      '/nearest-hospital',
    );
  });
});
