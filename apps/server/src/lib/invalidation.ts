import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells every API node that cached data changed. A node keeps short per-node caches (sessions,
 * branding ...); a change made through one node is announced here and every node, this one at once
 * and the others through Redis pub/sub within milliseconds, drops what it cached. Without Redis there
 * is one node and the announcement stays in the process.
 */
export interface Invalidation {
  /** Announces a change of `topic` (a cache's name); `key` names the entry, none means all of it. */
  publish(topic: string, key?: string): void;
  /** Runs `handler` for every announcement of `topic`, from any node. Returns the function that stops it. */
  subscribe(topic: string, handler: (key: string | undefined) => void): () => void;
  /** How many changes of `topic` this node has heard of: a value cached under another number is stale. */
  version(topic: string): number;
  close(): Promise<void>;
}

const CHANNEL = 'lms-invalidate';

/** The per-node caches announced through `Invalidation`, by topic (keys in the comments). */
export const CACHE_TOPIC = {
  /** An exam, its questions or assignments changed; key: the exam id. */
  exam: 'exam',
  /** A student's attempt was removed, submitted or given more time; key: `examId:studentId`. */
  attempt: 'attempt',
  /** A group's granted content changed; key: the group id. */
  groupContent: 'groupContent',
  /** A subject was renamed; no key (the cache is keyed by sets of subjects). */
  subjectNames: 'subjectNames',
} as const;

interface Message {
  origin: string;
  topic: string;
  key?: string;
}

/** The announcements of one process (one node, no Redis). */
export function createLocalInvalidation(): Invalidation {
  return createInvalidation(
    () => undefined,
    async () => undefined,
  );
}

/** Announcements shared by every node on this Redis (one subscriber connection per node). */
export function createRedisInvalidation(
  redis: Redis,
  onError: (error: Error) => void = () => {},
): Invalidation {
  const origin = randomUUID();
  // No ready check: its INFO would meet a connection already in subscriber mode (ioredis refuses it).
  // Its subscription waits for Redis however long it is away (a node may start before it), and ioredis
  // subscribes again after each reconnection.
  const subscriber = redis.duplicate({ enableReadyCheck: false, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  const bus = createInvalidation(
    (topic, key) => {
      const message: Message = { origin, topic, ...(key === undefined ? {} : { key }) };
      redis.publish(CHANNEL, JSON.stringify(message)).catch(() => undefined);
    },
    async () => {
      subscriber.disconnect();
    },
  );
  void subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    // This node heard its own announcements when it made them.
    if (message.origin !== origin && typeof message.topic === 'string')
      bus.deliver(message.topic, message.key);
  });
  return bus;
}

function createInvalidation(
  send: (topic: string, key: string | undefined) => void,
  close: () => Promise<void>,
): Invalidation & { deliver(topic: string, key: string | undefined): void } {
  const handlers = new Map<string, Set<(key: string | undefined) => void>>();
  const versions = new Map<string, number>();
  const deliver = (topic: string, key: string | undefined) => {
    versions.set(topic, (versions.get(topic) ?? 0) + 1);
    for (const handler of handlers.get(topic) ?? []) handler(key);
  };
  return {
    deliver,
    publish(topic, key) {
      deliver(topic, key);
      send(topic, key);
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    version: (topic) => versions.get(topic) ?? 0,
    close,
  };
}
