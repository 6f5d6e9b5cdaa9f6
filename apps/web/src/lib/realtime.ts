import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@carenet/shared';

type Listener = (event: RealtimeEvent) => void;
/** Told once, with the server's message, when the user may no longer follow a topic. */
type EndListener = (message: string) => void;
export type RealtimeStatus = 'offline' | 'connecting' | 'online';

interface Subscription {
  listeners: Set<Listener>;
  endListeners: Set<EndListener>;
  /** The cursor of the newest event received: a reconnect resumes after it. */
  cursor?: string;
  refused: boolean;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * The tab's one WebSocket (DESIGN §1 Realtime). It signs in with the session token, follows the topics
 * screens ask for, reconnects with exponential back-off and jitter, and on reconnecting asks each topic
 * for what came after the last event it had, so nothing is lost across a drop.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private readonly topics = new Map<string, Subscription>();
  private readonly statusListeners = new Set<() => void>();
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private currentStatus: RealtimeStatus = 'offline';

  constructor(private readonly url: () => string) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** Connects with this token, or disconnects for null (signed out). */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.disconnect();
    if (token) this.connect();
  }

  /**
   * Follows a topic while the returned function is not called; several screens may share one.
   * `onEnded` hears when the server ends the topic because the user's access to it ended.
   */
  subscribe(topic: string, listener: Listener, onEnded?: EndListener): () => void {
    let subscription = this.topics.get(topic);
    if (!subscription) {
      subscription = { listeners: new Set(), endListeners: new Set(), refused: false };
      this.topics.set(topic, subscription);
      this.sendSubscribe(topic, subscription);
    }
    subscription.listeners.add(listener);
    if (onEnded) subscription.endListeners.add(onEnded);
    return () => {
      const current = this.topics.get(topic);
      if (!current) return;
      current.listeners.delete(listener);
      if (onEnded) current.endListeners.delete(onEnded);
      if (current.listeners.size) return;
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: RealtimeStatus): void {
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private connect(): void {
    const token = this.token;
    if (!token) return;
    this.setStatus('connecting');
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (frame) => this.receive(JSON.parse(String(frame.data)) as RealtimeServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('offline');
      // A refused token will not get better by retrying; the next sign-in sets a new one.
      if (event.code !== REALTIME_CLOSE.unauthenticated) this.retryLater();
    };
  }

  private disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retries = 0;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.setStatus('offline');
  }

  private retryLater(): void {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.retries);
    this.retries += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.connect();
      },
      delay / 2 + Math.random() * (delay / 2),
    );
  }

  private receive(message: RealtimeServerMessage): void {
    if (message.type === 'ready') {
      this.retries = 0;
      this.setStatus('online');
      for (const [topic, subscription] of this.topics) this.sendSubscribe(topic, subscription);
      return;
    }
    if (message.type === 'refused' || message.type === 'ended') {
      const subscription = this.topics.get(message.topic);
      if (!subscription) return;
      // Asking again (after a reconnect) would not change the answer.
      subscription.refused = true;
      if (message.type === 'ended')
        for (const listener of subscription.endListeners) listener(message.message);
      return;
    }
    if (message.type !== 'event') return;
    const subscription = this.topics.get(message.topic);
    if (!subscription) return;
    // Events replayed after a reconnect may overlap the live ones: cursors sort in event order.
    if (message.cursor && subscription.cursor && message.cursor <= subscription.cursor) return;
    if (message.cursor) subscription.cursor = message.cursor;
    const { topic, event, data, cursor } = message;
    for (const listener of subscription.listeners) listener({ topic, event, data, cursor });
  }

  private sendSubscribe(topic: string, subscription: Subscription): void {
    if (subscription.refused) return;
    this.send({ type: 'subscribe', topic, ...(subscription.cursor ? { after: subscription.cursor } : {}) });
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN && this.currentStatus === 'online') {
      this.socket.send(JSON.stringify(message));
    }
  }
}

function socketUrl(): string {
  const url = new URL(REALTIME_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The tab's client; the session store keeps its token (see lib/session.ts). */
export const realtime = new RealtimeClient(socketUrl);
