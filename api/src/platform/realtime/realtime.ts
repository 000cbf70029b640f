import type { FastifyReply } from 'fastify';
import { SSE_HEARTBEAT, openEventStream, sseFrame, type EventStream } from './event-stream.ts';
import {
  compareMessageIds,
  parseMessageId,
  type RealtimeMessage,
  type ReplayLog,
  type StoredMessage,
} from './replay-log.ts';

export interface RealtimeOptions {
  /** A comment on every stream this often keeps proxies from closing idle ones. */
  heartbeatMs: number;
  retryMs: number;
  maxBufferedBytes?: number;
  log: { warn(obj: object, msg: string): void };
}

export interface OpenStreamOptions {
  /** Topics the caller was authorised for (the module's policy decided; this only delivers). */
  topics: string[];
  /** The `Last-Event-ID` header: what the client saw last. */
  lastEventId?: string | undefined;
  /** Whose stream it is: `closeWhere` ends it when the session or the account ends. */
  owner?: StreamOwner;
  /** Called once when the stream ends, whoever ends it (presence counts a tab with it). */
  onClose?: () => void;
}

export interface StreamOwner {
  userId: number;
  sessionId: string;
}

/**
 * The realtime hub of one instance (architecture §6, ADR 007): the streams open here by topic,
 * fed by the replay log (which carries every instance's messages). `publish` appends to the log;
 * every instance's streams of that topic receive it, with the log's id.
 */
export interface Realtime {
  publish(...messages: RealtimeMessage[]): Promise<void>;
  /** Answers with an event stream of these topics (replaying from `lastEventId`). */
  open(reply: FastifyReply, opts: OpenStreamOptions): Promise<EventStream>;
  /** Open streams on this instance. */
  connections(): number;
  /**
   * Ends this instance's streams whose owner (and topics) match: a logout, an erased account, a
   * member refused in a fair whose topic it follows; how many.
   */
  closeWhere(match: (owner: StreamOwner, topics: readonly string[]) => boolean): number;
  /** Ends every stream (shutdown): clients reconnect, to another instance if there is one. */
  closeAll(): void;
  close(): Promise<void>;
}

type Id = [number, number];

interface Subscriber {
  stream: EventStream;
  owner: StreamOwner | undefined;
  topics: readonly string[];
  /** Live messages held while the replay is read, so none is lost or sent twice. */
  pending: { id: Id | null; frame: string }[] | null;
  /** The last id sent: replayed and live messages at or before it are skipped. */
  lastSent: Id | null;
}

export const createRealtime = (log: ReplayLog, opts: RealtimeOptions): Realtime => {
  const byTopic = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();
  const streamOptions = {
    retryMs: opts.retryMs,
    maxBufferedBytes: opts.maxBufferedBytes ?? 1024 * 1024,
    log: opts.log,
  };

  const sendOnce = (sub: Subscriber, id: Id | null, frame: string) => {
    if (id && sub.lastSent && compareMessageIds(id, sub.lastSent) <= 0) return;
    sub.lastSent = id;
    sub.stream.write(frame);
  };
  // Each message is serialised and its id parsed once, then written to every stream of its topic.
  const stopListening = log.onMessage((m: StoredMessage) => {
    const subs = byTopic.get(m.topic);
    if (!subs?.size) return;
    const id = parseMessageId(m.id);
    const frame = sseFrame(m);
    for (const sub of subs) {
      if (sub.pending) sub.pending.push({ id, frame });
      else sendOnce(sub, id, frame);
    }
  });
  // One timer for every stream, not one per stream.
  const heartbeat = setInterval(() => {
    for (const sub of all) sub.stream.write(SSE_HEARTBEAT);
  }, opts.heartbeatMs);
  heartbeat.unref();

  return {
    publish: (...messages) => log.append(messages),
    open: async (reply, { topics, lastEventId, owner, onClose }) => {
      const sub: Subscriber = {
        stream: undefined as never,
        owner,
        topics,
        pending: lastEventId ? [] : null,
        lastSent: null,
      };
      const leave = () => {
        all.delete(sub);
        onClose?.();
        for (const topic of topics) {
          const set = byTopic.get(topic);
          set?.delete(sub);
          if (set?.size === 0) byTopic.delete(topic);
        }
      };
      sub.stream = openEventStream(reply, { ...streamOptions, onClose: leave });
      all.add(sub);
      for (const topic of topics) {
        let set = byTopic.get(topic);
        if (!set) byTopic.set(topic, (set = new Set()));
        set.add(sub);
      }
      if (lastEventId) {
        const missed = await log.since(lastEventId, new Set(topics));
        if (missed === null) {
          // Past the window: the client reloads what it shows, then follows from here.
          sub.stream.send({ name: 'refetch', data: {} });
        } else {
          sub.lastSent = parseMessageId(lastEventId);
          for (const m of missed) sendOnce(sub, parseMessageId(m.id), sseFrame(m));
        }
        const held = sub.pending ?? [];
        sub.pending = null;
        for (const m of held) sendOnce(sub, m.id, m.frame);
      }
      return sub.stream;
    },
    connections: () => all.size,
    closeWhere: (match) => {
      let n = 0;
      for (const sub of [...all])
        if (sub.owner && match(sub.owner, sub.topics)) {
          sub.stream.close();
          n += 1;
        }
      return n;
    },
    closeAll: () => {
      for (const sub of [...all]) sub.stream.close();
    },
    close: async () => {
      clearInterval(heartbeat);
      stopListening();
      for (const sub of [...all]) sub.stream.close();
      await log.close();
    },
  };
};
