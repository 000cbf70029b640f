import type { Redis } from 'ioredis';
import { parseMessageId, type RealtimeMessage, type ReplayLog, type StoredMessage } from './replay-log.ts';

export interface RedisReplayLogOptions {
  /** The Redis Stream's key (`<prefix>:realtime`). */
  key: string;
  windowMs: number;
  /** How long one XREAD waits for new entries; the reader connection's command timeout is above it. */
  blockMs?: number;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
}

/**
 * Several instances: one Redis Stream holds every message for the window (trimmed by time with
 * MINID at each append), and each instance reads it with XREAD on a connection of its own, from
 * the last id it delivered. Unlike pub/sub, an instance that lost Redis for a while reads on from
 * where it stopped when it returns, so its subscribers miss nothing that was acknowledged.
 */
export const createRedisReplayLog = (
  writer: Redis,
  reader: Redis,
  opts: RedisReplayLogOptions,
): ReplayLog => {
  const now = opts.now ?? Date.now;
  const blockMs = opts.blockMs ?? 2000;
  const listeners = new Set<(m: StoredMessage) => void>();
  let closed = false;
  const decode = ([id, fields]: [string, string[]]): StoredMessage | null => {
    try {
      const body = JSON.parse(fields[1] ?? '') as RealtimeMessage;
      return { id, topic: body.topic, name: body.name, data: body.data };
    } catch {
      return null;
    }
  };

  const loop = async () => {
    // Starts after the newest entry already there: a fresh instance has no subscriber to replay to.
    let last = '0-0';
    while (!closed) {
      try {
        if (last === '0-0') {
          const newest = await reader.xrevrange(opts.key, '+', '-', 'COUNT', 1);
          last = newest[0]?.[0] ?? `${now()}-0`;
        }
        const answer = (await reader.xread('COUNT', 500, 'BLOCK', blockMs, 'STREAMS', opts.key, last)) as
          [string, [string, string[]][]][] | null;
        for (const [, entries] of answer ?? []) {
          for (const entry of entries) {
            last = entry[0];
            const message = decode(entry);
            if (message) for (const listener of listeners) listener(message);
          }
        }
      } catch (err) {
        if (closed) break;
        opts.log.warn({ err: (err as Error).message }, 'realtime log read failed; retrying');
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const reading = loop();

  return {
    append: async (messages) => {
      if (!messages.length) return;
      const pipeline = writer.pipeline();
      const minId = String(Math.max(0, now() - opts.windowMs));
      for (const m of messages)
        pipeline.xadd(
          opts.key,
          'MINID',
          '~',
          minId,
          '*',
          'm',
          JSON.stringify({ topic: m.topic, name: m.name, data: m.data }),
        );
      const results = await pipeline.exec();
      const failed = results?.find(([err]) => err);
      if (failed) throw failed[0]!;
    },
    since: async (lastId, topics) => {
      const last = parseMessageId(lastId);
      if (!last || last[0] < now() - opts.windowMs) return null;
      try {
        const entries = await writer.xrange(opts.key, `(${lastId}`, '+');
        const out: StoredMessage[] = [];
        for (const entry of entries) {
          const message = decode(entry);
          if (message && topics.has(message.topic)) out.push(message);
        }
        return out;
      } catch (err) {
        // Redis unreachable: the client refetches rather than believing it missed nothing.
        opts.log.warn({ err: (err as Error).message }, 'realtime replay failed');
        return null;
      }
    },
    onMessage: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      listeners.clear();
      reader.disconnect();
      await reading;
    },
  };
};
