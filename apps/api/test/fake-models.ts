import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request a stand-in model received, as it arrived. */
export interface ModelCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * How the stand-in answers one request: stream these pieces of text; answer this HTTP status; cut the
 * connection before answering; stream the first piece and then hang; never answer at all; or, for
 * Gemini, refuse the prompt as a blocked one.
 */
export type ModelBehaviour =
  | { stream: string[] }
  | { status: number }
  | { drop: true }
  | { hangAfterFirst: string }
  | { hang: true }
  | { blocked: true };

type Wire = 'gemini' | 'openai';

/** Words of the assistant's fixed triage prompt, which tell its requests from those for an answer. */
const TRIAGE_MARKER = 'emergency triage step';
/** The triage verdict the stand-in gives unless told otherwise. */
const NO_EMERGENCY: ModelBehaviour = { stream: ['{"emergency": false, "groups": []}'] };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** One SSE event of the wire's streaming format holding `text`. */
function chunkOf(wire: Wire, text: string, index: number): string {
  const payload =
    wire === 'gemini'
      ? { candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] }
      : {
          id: 'chatcmpl-stand-in',
          object: 'chat.completion.chunk',
          created: 1_700_000_000,
          model: 'llama2',
          choices: [
            {
              index: 0,
              delta: index === 0 ? { role: 'assistant', content: text } : { content: text },
              finish_reason: null,
            },
          ],
        };
  // Gemini's server separates events with CRLF pairs, OpenAI's with LF pairs: the parser takes both.
  return `data: ${JSON.stringify(payload)}${wire === 'gemini' ? '\r\n\r\n' : '\n\n'}`;
}

function finish(wire: Wire, response: ServerResponse): void {
  if (wire === 'gemini') {
    const last = {
      candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 }],
    };
    response.end(`data: ${JSON.stringify(last)}\r\n\r\n`);
  } else {
    const last = {
      id: 'chatcmpl-stand-in',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    };
    response.end(`data: ${JSON.stringify(last)}\n\ndata: [DONE]\n\n`);
  }
}

/**
 * A stand-in for Google's Gemini API (`/v1beta/models/{model}:streamGenerateContent?alt=sse`, key in
 * x-goog-api-key) or an OpenAI-compatible server (`/v1/chat/completions`, stream: true, [DONE]) on a
 * loopback port, speaking their streaming wire formats. Requests are answered by the queued behaviours
 * in turn, then by `fallback`.
 */
export async function startFakeModel(wire: Wire, expectedKey: string) {
  const calls: ModelCall[] = [];
  const queue: ModelBehaviour[] = [];
  let fallback: ModelBehaviour = { stream: ['Hello', ' from the stand-in.'] };
  // The assistant's triage step asks the model first, with its fixed prompt: those requests have their
  // own record and queue, so a test of answers queues only answers.
  const triageCalls: ModelCall[] = [];
  const triageQueue: ModelBehaviour[] = [];
  const sockets = new Set<Socket>();
  const path =
    wire === 'gemini'
      ? /^\/v1beta\/models\/[^/:]+:streamGenerateContent\?alt=sse$/
      : /^\/v1\/chat\/completions$/;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const isTriage = JSON.stringify(body).includes(TRIAGE_MARKER);
      (isTriage ? triageCalls : calls).push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const key = wire === 'gemini' ? request.headers['x-goog-api-key'] : request.headers.authorization;
      const expected = wire === 'gemini' ? expectedKey : `Bearer ${expectedKey}`;
      if (request.method !== 'POST' || !path.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      if (key !== expected) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":401}}');
        return;
      }
      if (wire === 'openai' && body.stream !== true) {
        response.writeHead(400).end();
        return;
      }
      const behaviour = isTriage ? (triageQueue.shift() ?? NO_EMERGENCY) : (queue.shift() ?? fallback);
      if ('hang' in behaviour) return;
      if ('drop' in behaviour) {
        request.socket.destroy();
        return;
      }
      if ('status' in behaviour) {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: behaviour.status, message: 'stand-in failure' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if ('blocked' in behaviour) {
        response.end(`data: ${JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } })}\r\n\r\n`);
        return;
      }
      if ('hangAfterFirst' in behaviour) {
        response.write(chunkOf(wire, behaviour.hangAfterFirst, 0));
        return;
      }
      behaviour.stream.forEach((text, index) => response.write(chunkOf(wire, text, index)));
      finish(wire, response);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    triageCalls,
    /** Answer the next triage requests like this, in order (else: no emergency). */
    nextTriage(...behaviours: ModelBehaviour[]) {
      triageQueue.push(...behaviours);
    },
    /** Answer the next requests like this, in order. */
    next(...behaviours: ModelBehaviour[]) {
      queue.push(...behaviours);
    },
    /** Answer every request not queued like this. */
    always(behaviour: ModelBehaviour) {
      fallback = behaviour;
    },
    reset() {
      calls.splice(0);
      queue.splice(0);
      triageCalls.splice(0);
      triageQueue.splice(0);
      fallback = { stream: ['Hello', ' from the stand-in.'] };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;
