import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_MESSAGES,
  realtimeClientMessageSchema,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@carenet/shared';
import type { Principal } from '../auth/request-auth';
import type { Database } from '../db/client';
import { isByReference, type BusEvent, type EventAtCommit, type RealtimeBus } from './bus';

/** How a module lets clients follow the topics of one kind (`chat`, `comments`, `notifications`, ...). */
export interface TopicPolicy {
  /**
   * Whether the caller may follow `<kind>:<id>`: the same rule as the HTTP read of that resource. It is
   * asked on subscribing and again before every event is delivered, so it reads the current state.
   */
  authorize(principal: Principal, id: string): Promise<boolean>;
  /** The topic's events after `after`, oldest first: what a reconnecting client missed. */
  replay?(principal: Principal, id: string, after: string): Promise<RealtimeEvent[]>;
  /** The event a reference stands for (one too large to travel between instances whole), or null if gone. */
  load?(id: string, ref: string): Promise<RealtimeEvent | null>;
}

/** Resolves a token sent in the first message (browsers cannot set headers on a WebSocket). */
export type Authenticate = (token: string) => Promise<Principal | null>;

const AUTH_TIMEOUT_MS = 10_000;
const MAX_TOPICS_PER_CONNECTION = 200;

interface Connection {
  socket: WebSocket;
  principal: Principal | null;
  /** The token it signed in with, to check again when its user's sessions change. */
  token: string | null;
  authenticate: Authenticate;
  topics: Set<string>;
  /** Its deliveries, one after another: each waits for its own access check, and order holds. */
  deliveries: Promise<void>;
}

/** The bus topic that tells every instance to check one user's sockets again (never a client's topic). */
const SESSION_TOPIC = 'session:';

/**
 * The sockets of this instance and the topics each follows. Modules publish events to topics; the bus
 * carries them to every instance, and each hub sends them to its own sockets that follow the topic.
 */
export class RealtimeHub {
  private readonly policies = new Map<string, TopicPolicy>();
  private readonly followers = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  /** Set while events read back by reference are being delivered: later ones wait, so order holds. */
  private loading: Promise<void> | null = null;

  constructor(
    readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.listen((events) => this.fromBus(events));
  }

  defineTopic(kind: string, policy: TopicPolicy): void {
    this.policies.set(kind, policy);
  }

  /** Sends an event to everyone following its topic, on every instance. */
  publish(topic: string, event: string, data: unknown, cursor?: string): Promise<void> {
    return this.bus.publish({ topic, event, data, cursor });
  }

  /**
   * Publishes as part of the transaction `tx`, once, after its writes: the events reach the followers
   * on every instance together when it commits, and never if it rolls back. An event given a
   * reference travels by it when it is too large for the bus; its topic's policy reads it back (`load`).
   */
  publishWithin(tx: Database, events: EventAtCommit[]): Promise<void> {
    return this.bus.publishWithin(tx, events);
  }

  /**
   * Whether one of the user's sockets on this instance follows the topic (e.g. has the conversation
   * open), for a notifier that stays quiet while the user is looking. Other instances' sockets are
   * not known here.
   */
  isFollowing(topic: string, userId: string): boolean {
    for (const connection of this.followers.get(topic) ?? []) {
      if (connection.principal?.userId === userId) return true;
    }
    return false;
  }

  /** The number of open sockets on this instance (health and benchmarks). */
  get size(): number {
    return this.connections.size;
  }

  /**
   * Checks a user's sockets again on every instance, after their access changed (a session ended, an
   * account was suspended, a verification or care relationship ended): a socket whose token no longer
   * works closes, and each topic whose rule no longer admits them ends. Deliveries check the same way,
   * so this only makes the end show at once instead of at the topic's next event.
   */
  revalidateUser(userId: string): Promise<void> {
    return this.bus.publish({ topic: `${SESSION_TOPIC}${userId}`, event: 'revalidate', data: null });
  }

  /**
   * Takes over a new socket; `principal` and `token` are set when the upgrade request carried a bearer
   * token, otherwise the first message brings the token.
   */
  accept(
    socket: WebSocket,
    principal: Principal | null,
    token: string | null,
    authenticate: Authenticate,
  ): void {
    const connection: Connection = {
      socket,
      principal,
      token,
      authenticate,
      topics: new Set(),
      deliveries: Promise.resolve(),
    };
    this.connections.add(connection);
    const timeout = principal
      ? null
      : setTimeout(
          () => socket.close(REALTIME_CLOSE.unauthenticated, REALTIME_MESSAGES.authRequired),
          AUTH_TIMEOUT_MS,
        );
    if (principal) send(socket, { type: 'ready', userId: principal.userId });

    // Messages are handled one at a time, so a subscribe is answered before the next is read.
    let queue = Promise.resolve();
    socket.on('message', (raw) => {
      queue = queue
        .then(() => this.receive(connection, textOf(raw), authenticate))
        .then((authenticated) => {
          if (authenticated && timeout) clearTimeout(timeout);
        })
        .catch((err: unknown) => {
          this.log.error({ err }, 'realtime message failed');
          send(socket, { type: 'error', message: REALTIME_MESSAGES.badMessage });
        });
    });
    socket.on('close', () => {
      if (timeout) clearTimeout(timeout);
      this.connections.delete(connection);
      this.dropAll(connection);
    });
  }

  /** Closes every socket (shutdown), telling clients to come back. */
  closeAll(): void {
    for (const { socket } of this.connections) socket.close(REALTIME_CLOSE.restarting, 'Server restarting');
  }

  /** Handles one client message; true once the connection is authenticated by it. */
  private async receive(connection: Connection, raw: string, authenticate: Authenticate): Promise<boolean> {
    const { socket } = connection;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const result = realtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      send(socket, { type: 'error', message: REALTIME_MESSAGES.badMessage });
      return false;
    }
    const message = result.data;
    if (message.type === 'ping') {
      send(socket, { type: 'pong' });
      return false;
    }
    if (message.type === 'auth') {
      const principal = await authenticate(message.token);
      if (!principal) {
        socket.close(REALTIME_CLOSE.unauthenticated, REALTIME_MESSAGES.authRequired);
        return false;
      }
      connection.principal = principal;
      connection.token = message.token;
      send(socket, { type: 'ready', userId: principal.userId });
      return true;
    }
    const { principal } = connection;
    if (!principal) {
      socket.close(REALTIME_CLOSE.unauthenticated, REALTIME_MESSAGES.authRequired);
      return false;
    }
    if (message.type === 'unsubscribe') {
      this.unfollow(connection, message.topic);
      return false;
    }
    await this.subscribe(connection, principal, message.topic, message.after);
    return false;
  }

  private async subscribe(
    connection: Connection,
    principal: Principal,
    topic: string,
    after: string | undefined,
  ): Promise<void> {
    const { socket } = connection;
    const { policy, id } = this.policyOf(topic);
    if (!policy || !(await policy.authorize(principal, id))) {
      send(socket, { type: 'refused', topic, message: REALTIME_MESSAGES.topicRefused });
      return;
    }
    if (!connection.topics.has(topic) && connection.topics.size >= MAX_TOPICS_PER_CONNECTION) {
      send(socket, { type: 'refused', topic, message: REALTIME_MESSAGES.tooManyTopics });
      return;
    }
    // Follow first, then replay: an event published in between arrives twice rather than never,
    // and clients drop what they already have by its cursor.
    connection.topics.add(topic);
    let set = this.followers.get(topic);
    if (!set) {
      set = new Set();
      this.followers.set(topic, set);
    }
    set.add(connection);
    send(socket, { type: 'subscribed', topic });
    if (after && policy.replay) {
      for (const missed of await policy.replay(principal, id, after))
        send(socket, { type: 'event', ...missed });
    }
  }

  /**
   * Checks every socket of a user again, at once, after something changed their access (a session or
   * verification ended, a care relationship ended): each topic they may no longer follow is ended.
   */
  private recheckUser(userId: string): void {
    for (const connection of this.connections) {
      if (connection.principal?.userId !== userId) continue;
      this.enqueue(connection, null, null);
      for (const topic of connection.topics) this.enqueue(connection, topic, null);
    }
  }

  /**
   * Runs one delivery on the connection's queue: the session must still work and the topic's rule
   * must still admit its user (read now, not when they subscribed), or nothing is sent; then `frame`,
   * if any, goes out. Without a topic, only the session is checked. A check that fails to run closes the socket as for a restart, so the client
   * comes back and catches up through the same checks rather than missing the event.
   */
  private enqueue(connection: Connection, topic: string | null, frame: string | null): void {
    connection.deliveries = connection.deliveries
      .then(async () => {
        if (topic && !connection.topics.has(topic)) return;
        if (!(await this.stillAdmits(connection, topic))) return;
        if (frame && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'realtime access check failed');
        connection.socket.close(REALTIME_CLOSE.restarting, 'Server restarting');
      });
  }

  /**
   * Whether the connection's session still works and it may still follow `topic` (if given); a topic
   * it may not follow any more is dropped and the client told why.
   */
  private async stillAdmits(connection: Connection, topic: string | null): Promise<boolean> {
    const { socket } = connection;
    const principal = connection.token ? await connection.authenticate(connection.token) : null;
    if (!principal) {
      socket.close(REALTIME_CLOSE.unauthenticated, REALTIME_MESSAGES.authRequired);
      this.dropAll(connection);
      return false;
    }
    connection.principal = principal;
    if (!topic) return true;
    const { policy, id } = this.policyOf(topic);
    if (policy && (await policy.authorize(principal, id))) return true;
    this.unfollow(connection, topic);
    send(socket, { type: 'ended', topic, message: REALTIME_MESSAGES.accessEnded });
    return false;
  }

  private policyOf(topic: string): { policy: TopicPolicy | undefined; id: string } {
    const separator = topic.indexOf(':');
    return { policy: this.policies.get(topic.slice(0, separator)), id: topic.slice(separator + 1) };
  }

  private dropAll(connection: Connection): void {
    for (const topic of [...connection.topics]) this.unfollow(connection, topic);
  }

  private unfollow(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    const set = this.followers.get(topic);
    set?.delete(connection);
    if (set && !set.size) this.followers.delete(topic);
  }

  /** Delivers a bus message's events in order, reading back first those that came by reference. */
  private fromBus(events: BusEvent[]): void {
    const whole = events.filter((event): event is RealtimeEvent => !isByReference(event));
    if (!this.loading && whole.length === events.length) {
      for (const event of whole) this.deliver(event);
      return;
    }
    const loaded = (this.loading ?? Promise.resolve())
      .then(async () => {
        for (const event of await Promise.all(events.map((e) => this.whole(e))))
          if (event) this.deliver(event);
      })
      .catch((err: unknown) => this.log.error({ err }, 'realtime event could not be read back'))
      .finally(() => {
        if (this.loading === loaded) this.loading = null;
      });
    this.loading = loaded;
  }

  /** The event itself; read back by its topic's policy when it came by reference and someone here follows it. */
  private async whole(event: BusEvent): Promise<RealtimeEvent | null> {
    if (!isByReference(event)) return event;
    if (!this.followers.has(event.topic)) return null;
    const { policy, id } = this.policyOf(event.topic);
    return (await policy?.load?.(id, event.ref)) ?? null;
  }

  private deliver(event: RealtimeEvent): void {
    if (event.topic.startsWith(SESSION_TOPIC)) {
      this.recheckUser(event.topic.slice(SESSION_TOPIC.length));
      return;
    }
    const set = this.followers.get(event.topic);
    if (!set) return;
    const frame = JSON.stringify({ type: 'event', ...event } satisfies RealtimeServerMessage);
    for (const connection of set) this.enqueue(connection, event.topic, frame);
  }
}

function send(socket: WebSocket, message: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A frame's text, whichever of its shapes ws hands over. */
export function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(new Uint8Array(raw)).toString('utf8');
}
