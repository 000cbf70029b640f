import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream, type EventStream } from './event-stream.ts';
import {
  compareMessageIds,
  parseMessageId,
  type RealtimeMessage,
  type ReplayLog,
  type StoredMessage,
} from './replay-log.ts';

export interface RealtimeOptions {
  heartbeatMs: number;
  retryMs: number;
}

export interface OpenStreamOptions {
  /** Topics the caller was authorised for (the module's policy decided; this only delivers). */
  topics: string[];
  /** The `Last-Event-ID` header: what the client saw last. */
  lastEventId?: string | undefined;
  /** Whose stream it is: `closeWhere` ends it when the session or the account ends. */
  owner?: StreamOwner;
}

export interface StreamOwner {
  userId: number;
  sessionId: string;
}

/**
 * The realtime hub of one instance (architecture §6): the streams open here by topic, fed by the
 * replay log (which carries every instance's messages). `publish` appends to the log; every
 * instance's streams of that topic receive it, with the log's id.
 */
export interface Realtime {
  publish(...messages: RealtimeMessage[]): Promise<void>;
  /** Answers `request` with an event stream of these topics (replaying from `lastEventId`). */
  open(request: FastifyRequest, reply: FastifyReply, opts: OpenStreamOptions): Promise<EventStream>;
  /** Open streams on this instance. */
  connections(): number;
  /** Ends this instance's streams whose owner matches (a logout, an erased account); how many. */
  closeWhere(match: (owner: StreamOwner) => boolean): number;
  /** Ends every stream (shutdown): clients reconnect, to another instance if there is one. */
  closeAll(): void;
  close(): Promise<void>;
}

interface Subscriber {
  stream: EventStream;
  owner: StreamOwner | undefined;
  /** Live messages held while the replay is read, so none is lost or sent twice. */
  pending: StoredMessage[] | null;
  /** The last id sent: replayed and live messages at or before it are skipped. */
  lastSent: [number, number] | null;
}

export const createRealtime = (log: ReplayLog, opts: RealtimeOptions): Realtime => {
  const byTopic = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();

  const sendOnce = (sub: Subscriber, m: StoredMessage) => {
    const id = parseMessageId(m.id);
    if (id && sub.lastSent && compareMessageIds(id, sub.lastSent) <= 0) return;
    sub.lastSent = id;
    sub.stream.send(m);
  };
  const stopListening = log.onMessage((m) => {
    for (const sub of byTopic.get(m.topic) ?? []) {
      if (sub.pending) sub.pending.push(m);
      else sendOnce(sub, m);
    }
  });

  return {
    publish: (...messages) => log.append(messages),
    open: async (request, reply, { topics, lastEventId, owner }) => {
      const sub: Subscriber = {
        stream: undefined as never,
        owner,
        pending: lastEventId ? [] : null,
        lastSent: null,
      };
      const leave = () => {
        all.delete(sub);
        for (const topic of topics) byTopic.get(topic)?.delete(sub);
      };
      sub.stream = openEventStream(request, reply, { ...opts, onClose: leave });
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
          for (const m of missed) sendOnce(sub, m);
        }
        const held = sub.pending ?? [];
        sub.pending = null;
        for (const m of held) sendOnce(sub, m);
      }
      return sub.stream;
    },
    connections: () => all.size,
    closeWhere: (match) => {
      let n = 0;
      for (const sub of [...all])
        if (sub.owner && match(sub.owner)) {
          sub.stream.close();
          n += 1;
        }
      return n;
    },
    closeAll: () => {
      for (const sub of [...all]) sub.stream.close();
    },
    close: async () => {
      stopListening();
      for (const sub of [...all]) sub.stream.close();
      await log.close();
    },
  };
};
