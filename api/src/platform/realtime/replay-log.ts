/**
 * The realtime stream's log (architecture §6, §10): every message published to a topic gets an
 * id, is kept for a replay window, and reaches every instance's subscribers. A reconnect with
 * `Last-Event-ID` reads what it missed from here; an id older than the window (or than this
 * log) is "gone", and the client refetches instead.
 *
 * Ids are `<ms>-<seq>` (Redis Stream ids): ordered, and they carry their time, so the same window
 * check holds in memory and in Redis.
 */
export interface RealtimeMessage {
  /** `/users/{id}/notifications`, … (contract `realtime/topics.ts`). */
  topic: string;
  /** The SSE event name: a domain event's name, or `refetch`. */
  name: string;
  /** JSON-serialisable; ids only, never content another subscriber of the topic may not read. */
  data: unknown;
}
export interface StoredMessage extends RealtimeMessage {
  id: string;
}

export interface ReplayLog {
  /** Stores the messages and delivers them to every instance's `onMessage` listeners. */
  append(messages: RealtimeMessage[]): Promise<void>;
  /** The messages of these topics after `lastId`, in order; null when `lastId` is past the window or unknown. */
  since(lastId: string, topics: ReadonlySet<string>): Promise<StoredMessage[] | null>;
  /** Called once per stored message on this instance (its own and the other instances'). */
  onMessage(listener: (message: StoredMessage) => void): () => void;
  close(): Promise<void>;
}

const ID = /^(\d{1,15})-(\d{1,15})$/;
export const parseMessageId = (id: string): [number, number] | null => {
  const m = ID.exec(id);
  return m ? [Number(m[1]), Number(m[2])] : null;
};
export const compareMessageIds = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

/**
 * In-process log for the embedded default (one instance): a bounded array trimmed to the window.
 * Ids from before this process started are gone (the log did not hold them).
 */
export const createMemoryReplayLog = (opts: { windowMs: number; now?: () => number }): ReplayLog => {
  const now = opts.now ?? Date.now;
  const startedAt = now();
  let entries: StoredMessage[] = [];
  let head = 0;
  let lastMs = 0;
  let seq = 0;
  const listeners = new Set<(m: StoredMessage) => void>();
  const nextId = () => {
    const t = now();
    if (t > lastMs) [lastMs, seq] = [t, 0];
    else seq += 1;
    return `${lastMs}-${seq}`;
  };
  const trim = () => {
    const oldest = now() - opts.windowMs;
    while (head < entries.length && parseMessageId(entries[head]!.id)![0] < oldest) head += 1;
    // Compacts once the dropped head outweighs what is kept.
    if (head > 1024 && head * 2 > entries.length) [entries, head] = [entries.slice(head), 0];
  };
  return {
    append: async (messages) => {
      for (const message of messages) {
        const stored = { ...message, id: nextId() };
        entries.push(stored);
        for (const listener of listeners) listener(stored);
      }
      trim();
    },
    since: async (lastId, topics) => {
      const last = parseMessageId(lastId);
      if (!last || last[0] < startedAt || last[0] < now() - opts.windowMs) return null;
      trim();
      const out: StoredMessage[] = [];
      for (let i = head; i < entries.length; i += 1) {
        const entry = entries[i]!;
        if (topics.has(entry.topic) && compareMessageIds(parseMessageId(entry.id)!, last) > 0)
          out.push(entry);
      }
      return out;
    },
    onMessage: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      entries = [];
      head = 0;
    },
  };
};
