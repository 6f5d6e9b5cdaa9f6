/**
 * bench/chat: 500 sockets in 50 conversations on the real server (or several steps up to 5,000).
 * Messages are posted over HTTP at a steady rate and timed until each socket following the conversation
 * has them; a bare WebSocket echo on the same machine, in the same run, shows the floor. See
 * bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import {
  CHAT_REALTIME_EVENTS,
  PROFILE_VERIFICATION,
  REALTIME_PATH,
  chatTopic,
  type RealtimeServerMessage,
} from '@carenet/shared';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/platform/db/client';
import { requestDoctors } from '../../apps/api/src/platform/db/schema';
import { insertRequest } from '../../apps/api/src/modules/requests/repository';
import { insertUser } from '../../apps/api/src/modules/users/repository';
import { cleanUp, onCleanUp } from '../shared/cleanup';
import { createBenchDatabase } from '../shared/database';
import { forkBenchServer } from '../shared/fork';
import { assertOpenFilesFor, openFilesLimit } from './open-files';
import type { ChatServerReady } from './server';
import { loadSettings } from './settings';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOOPBACK = '127.0.0.1';
/** The target for delivering a chat message to every socket in its conversation, at 500 sockets. */
const P99_TARGET_MS = 100;
const TARGET_SOCKETS = 500;
const SETTLE_MS = 2000;
const log = (message: string) => console.log(message);

interface Conversation {
  roomId: string;
  patient: string;
  doctor: string;
}

interface Measured {
  name: string;
  sockets: number;
  sent: number;
  expected: number;
  latencies: number[];
  seconds: number;
  load: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** 50 patients' requests, each accepted by its own doctor, with a session for both. */
async function seed(databaseUrl: string, dataDir: string, conversations: number) {
  const database = openPostgres(databaseUrl, 4);
  await database.migrate();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  const people: { requestId: string; patient: string; doctor: string }[] = [];
  try {
    for (let i = 0; i < conversations; i++) {
      const person = (role: string) =>
        insertUser(database.db, {
          name: { first_name: role, last_name: String(i), middle_name: '' },
          email: `bench.${role}.${i}@bench.carenet.local`,
          password: 'Bench@1234',
          roles: [role],
          emailVerified: true,
          // Only a verified doctor cares for a patient, and so takes part in the conversation.
          profileVerificationStatus: role === 'doctor' ? PROFILE_VERIFICATION.verified : 0,
        });
      const patient = await person('patient');
      const doctor = await person('doctor');
      const request = await insertRequest(database.db, {
        title: `Bench conversation ${i}`,
        description: 'A request whose conversation the chat benchmark loads.',
        requestType: 'talhospitals',
        creatorType: 'patient',
        status: 1,
        acceptanceStatus: 1,
        sourceOfCreation: 'talhospitals',
        createdBy: patient.id,
      });
      await database.db
        .insert(requestDoctors)
        .values({ requestId: request.id, doctorId: doctor.id, acceptance: 1 });
      const token = async (userId: string) => (await app.ctx.tokens.issue(userId, 3600_000)).token;
      people.push({
        requestId: request.id,
        patient: await token(patient.id),
        doctor: await token(doctor.id),
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return people;
}

async function post(url: string, token: string, body: object): Promise<{ status: number; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown };
  return { status: res.status, data: json.data };
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Calls `send(i)` `rate` times a second for `seconds`, on a schedule that does not drift. */
async function paced(rate: number, seconds: number, send: (i: number) => void): Promise<void> {
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    send(i);
  }
}

async function measureChat(
  apiBase: string,
  conversations: Conversation[],
  sockets: Map<string, WebSocket[]>,
  rate: number,
  seconds: number,
  name: string,
): Promise<Measured> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const listeners: (() => void)[] = [];
  for (const [roomId, group] of sockets) {
    for (const socket of group) {
      const onMessage = (raw: WebSocket.RawData) => {
        const message = JSON.parse((raw as Buffer).toString('utf8')) as RealtimeServerMessage;
        if (message.type !== 'event' || message.event !== CHAT_REALTIME_EVENTS.messageCreated) return;
        const t0 = sentAt.get((message.data as { text: string }).text);
        if (t0 !== undefined && message.topic === chatTopic(roomId)) latencies.push(performance.now() - t0);
      };
      socket.on('message', onMessage);
      listeners.push(() => socket.off('message', onMessage));
    }
  }
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let expected = 0;
  const started = performance.now();
  await paced(rate, seconds, (i) => {
    const conversation = conversations[i % conversations.length];
    const text = `${name} message ${i}`;
    expected += sockets.get(conversation.roomId)!.length;
    sentAt.set(text, performance.now());
    const sending = post(
      `${apiBase}/api/v1/chatRooms/${conversation.roomId}/messages`,
      i % 2 ? conversation.doctor : conversation.patient,
      { text },
    )
      .then(({ status }) => {
        if (status !== 201) failures.push(`HTTP ${status}`);
      })
      .catch((err: unknown) => {
        failures.push(String(err));
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const stop of listeners) stop();
  if (failures.length) log(`  ${failures.length} posts failed, e.g. ${failures[0]}`);
  const socketCount = [...sockets.values()].reduce((sum, group) => sum + group.length, 0);
  return {
    name,
    sockets: socketCount,
    sent: sentAt.size,
    expected,
    latencies,
    seconds: elapsed,
    load: os.loadavg()[0],
  };
}

async function measureEcho(echoUrl: string, count: number, rate: number, seconds: number): Promise<Measured> {
  const sockets = await Promise.all(Array.from({ length: count }, () => open(echoUrl)));
  const latencies: number[] = [];
  for (const socket of sockets) {
    socket.on('message', (raw) => {
      latencies.push(performance.now() - Number((raw as Buffer).toString('utf8')));
    });
  }
  const started = performance.now();
  await paced(rate, seconds, (i) => sockets[i % sockets.length].send(String(performance.now())));
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const socket of sockets) socket.terminate();
  const sent = Math.round(rate * seconds);
  return {
    name: 'bare WebSocket echo',
    sockets: count,
    sent,
    expected: sent,
    latencies,
    seconds: elapsed,
    load: os.loadavg()[0],
  };
}

function table(results: Measured[]): string {
  const header = [
    'scenario',
    'sockets',
    'sent/s',
    'delivered/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'lost',
    'load avg',
  ];
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return [
      r.name,
      String(r.sockets),
      (r.sent / r.seconds).toFixed(0),
      (r.latencies.length / r.seconds).toFixed(0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(r.expected - r.latencies.length),
      r.load.toFixed(2),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Opens sockets, round-robin over the conversations, until there are `count`; each follows its room. */
async function openSocketsUpTo(
  realtimeUrl: string,
  conversations: Conversation[],
  sockets: Map<string, WebSocket[]>,
  count: number,
): Promise<void> {
  // Each conversation's sockets are its patient's and doctor's tabs, half each.
  const perConversation = Math.floor(count / conversations.length);
  for (const conversation of conversations) {
    const group = sockets.get(conversation.roomId) ?? [];
    sockets.set(conversation.roomId, group);
    const added = await Promise.all(
      Array.from({ length: perConversation - group.length }, (_, i) =>
        open(realtimeUrl, {
          authorization: `Bearer ${(group.length + i) % 2 ? conversation.doctor : conversation.patient}`,
        }),
      ),
    );
    group.push(...added);
    await Promise.all(
      added.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.on('message', function onAnswer(raw) {
              const message = JSON.parse((raw as Buffer).toString('utf8')) as RealtimeServerMessage;
              if (message.type === 'subscribed') {
                socket.off('message', onAnswer);
                resolve();
              } else if (message.type === 'refused') reject(new Error(message.message));
            });
            socket.send(JSON.stringify({ type: 'subscribe', topic: chatTopic(conversation.roomId) }));
          }),
      ),
    );
  }
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const largest = settings.socketSteps[settings.socketSteps.length - 1];
  assertOpenFilesFor(largest);
  const deadline = setTimeout(() => {
    console.error(`\nbench/chat: time limit of ${settings.timeLimitSeconds} s reached, stopping`);
    void cleanUp().finally(() => process.exit(2));
  }, settings.timeLimitSeconds * 1000);
  log(
    `bench/chat: Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}, ` +
      `open files limit ${openFilesLimit() ?? 'unknown'}; ${settings.socketSteps.join(', ')} sockets in ` +
      `${settings.conversations} conversations, ${settings.rate} messages/s`,
  );

  const database = await createBenchDatabase(settings.serverUrl);
  onCleanUp(() => database.drop());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carenet-bench-chat-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  log(`database ${database.name} created (dropped at the end)`);
  const people = await seed(database.url, dataDir, settings.conversations);

  const ready = await forkBenchServer<ChatServerReady>(path.join(HERE, 'server.ts'), database.url, dataDir);
  const apiBase = `http://${LOOPBACK}:${ready.apiPort}`;
  const echoUrl = `ws://${LOOPBACK}:${ready.echoPort}/echo`;
  log(`server on ${apiBase}, bare echo on ${echoUrl}`);

  const conversations: Conversation[] = [];
  for (const person of people) {
    const room = await post(`${apiBase}/api/v1/chatRooms`, person.patient, { requestId: person.requestId });
    if (room.status !== 201 && room.status !== 200)
      throw new Error(`POST /chatRooms answered ${room.status}`);
    conversations.push({
      roomId: (room.data as { _id: string })._id,
      patient: person.patient,
      doctor: person.doctor,
    });
  }

  const sockets = new Map<string, WebSocket[]>();
  onCleanUp(async () => {
    for (const group of sockets.values()) for (const socket of group) socket.terminate();
  });
  const realtimeUrl = `ws://${LOOPBACK}:${ready.apiPort}${REALTIME_PATH}`;
  log(`warm-up ${settings.warmupSeconds} s, then ${settings.durationSeconds} s measured per scenario`);
  const results: Measured[] = [];
  let atTarget: Measured | null = null;
  for (const step of settings.socketSteps) {
    await openSocketsUpTo(realtimeUrl, conversations, sockets, step);
    const total = [...sockets.values()].reduce((sum, group) => sum + group.length, 0);
    const fanOut = settings.rate * Math.floor(step / conversations.length);
    log(`\n${total} sockets open and following their conversation; the echo sends ${fanOut} frames/s`);
    await measureEcho(echoUrl, total, fanOut, settings.warmupSeconds);
    const echo = await measureEcho(echoUrl, total, fanOut, settings.durationSeconds);
    await measureChat(apiBase, conversations, sockets, settings.rate, settings.warmupSeconds, 'warm-up');
    const chat = await measureChat(
      apiBase,
      conversations,
      sockets,
      settings.rate,
      settings.durationSeconds,
      'chat message to every socket in its conversation',
    );
    log(table([echo, chat]));
    results.push(echo, chat);
    if (total === TARGET_SOCKETS) atTarget = chat;
  }

  if (settings.socketSteps.length > 1) log(`\nall steps\n${table(results)}`);
  log(
    '\n(the echo sends as many frames a second as the chat delivers; latency is posted-to-received for chat)',
  );
  if (atTarget) {
    const p99 = percentile(
      [...atTarget.latencies].sort((a, b) => a - b),
      99,
    );
    log(
      `${p99 <= P99_TARGET_MS ? 'met    ' : 'NOT MET'}  chat delivery p99 ${p99.toFixed(1)} ms at ${TARGET_SOCKETS} sockets ` +
        `(target ${P99_TARGET_MS} ms or less)`,
    );
  } else {
    log(`(no step of ${TARGET_SOCKETS} sockets, so no verdict on the p99 target)`);
  }
  const lost = results
    .filter((r) => r.name !== 'bare WebSocket echo')
    .reduce((sum, r) => sum + r.expected - r.latencies.length, 0);
  log(
    `${lost === 0 ? 'met    ' : 'NOT MET'}  every message reached every socket of its conversation (${lost} lost)`,
  );

  clearTimeout(deadline);
  await cleanUp();
  log(`database ${database.name} dropped`);
}

main().catch(async (err: unknown) => {
  console.error('bench/chat failed:', err);
  await cleanUp();
  process.exit(1);
});
