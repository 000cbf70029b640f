import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  parseDomainEvent,
  type DomainEvent,
  type DomainEventName,
  type DomainEventPayload,
} from '@passerelle/contract';

/** An event as subscribers receive it: the published event with its id and time. */
export interface DeliveredEvent<N extends DomainEventName = DomainEventName> {
  name: N;
  payload: DomainEventPayload<N>;
  /** Unique per published event (the realtime stream's event id). */
  id: string;
  /** When it was published (ISO 8601). */
  at: string;
  /** Published on this instance (false: received from another one through Redis). */
  local: boolean;
}
export type EventHandler<N extends DomainEventName> = (
  payload: DomainEventPayload<N>,
  event: DeliveredEvent<N>,
) => void | Promise<void>;

/** Handlers by event name: what a module's manifest subscribes (`subscriptions`). */
export type EventListeners = { [N in DomainEventName]?: EventHandler<N> };

/**
 * The typed domain-event bus (ADR 005). `publish` checks every event against the catalogue of
 * `contract/` (an event it does not describe is a programming error: the call rejects and nothing
 * is delivered), then delivers it to this instance's subscribers at once and to every other
 * instance through Redis when configured. Publish after the transaction committed.
 */
export interface EventBus {
  publish(...events: DomainEvent[]): Promise<void>;
  /** Subscribes to one event by name; returns the unsubscribe function. */
  subscribe<N extends DomainEventName>(name: N, handler: EventHandler<N>): () => void;
  /** Resolves once events from other instances are received (at once in process; never rejects). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface BusLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

type AnyHandler = (payload: unknown, event: DeliveredEvent) => void | Promise<void>;

const validated = (events: DomainEvent[]): DeliveredEvent[] => {
  const at = new Date().toISOString();
  return events.map((raw) => {
    const parsed = parseDomainEvent(raw);
    if (!parsed.ok) throw new Error(`event refused by the catalogue: ${parsed.issues.join('; ')}`);
    return { ...parsed.event, id: randomUUID(), at, local: true } as DeliveredEvent;
  });
};

/**
 * Delivery on this instance. Each handler runs synchronously inside `deliver` (a cache is dropped
 * before `publish` resolves, hence before the write answers); an exception or a rejected promise
 * is logged with the event and never reaches the publisher or the other handlers. Asynchronous
 * work of a handler is not awaited: a slow subscriber never delays a write.
 */
const createLocalDelivery = (log: BusLog) => {
  const handlers = new Map<string, Set<AnyHandler>>();
  const failed = (event: DeliveredEvent, err: unknown) =>
    log.error({ err, event: event.name, eventId: event.id }, 'event subscriber failed');
  return {
    subscribe(name: string, handler: AnyHandler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    deliver(event: DeliveredEvent) {
      for (const handler of handlers.get(event.name) ?? []) {
        try {
          const result = handler(event.payload, event);
          if (result instanceof Promise) result.catch((err: unknown) => failed(event, err));
        } catch (err) {
          failed(event, err);
        }
      }
    },
    clear: () => handlers.clear(),
  };
};

/** Single instance: delivery in process only. */
export const createMemoryBus = (log: BusLog): EventBus => {
  const local = createLocalDelivery(log);
  return {
    publish: async (...events) => {
      for (const event of validated(events)) local.deliver(event);
    },
    subscribe: (name, handler) => local.subscribe(name, handler as AnyHandler),
    ready: async () => {},
    close: async () => local.clear(),
  };
};

/**
 * Several instances: one Redis pub/sub channel carries every event (`<prefix>:events`), read by
 * one subscriber connection per instance (perf-security §A4). Local subscribers are served
 * directly, so a Redis outage never stops this instance's own invalidations; the other instances
 * miss what was published meanwhile (pub/sub is at-most-once: the read-cache TTL bounds it).
 * Messages from other instances are checked against the catalogue again (a rolling deploy may mix
 * versions): one it does not describe is logged and dropped.
 */
export const createRedisBus = (
  publisher: Redis,
  subscriber: Redis,
  opts: { channel: string; log: BusLog },
): EventBus => {
  const { channel, log } = opts;
  const local = createLocalDelivery(log);
  const origin = randomUUID();
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: { origin?: unknown; events?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch (err) {
      log.warn({ err }, 'bus message is not JSON');
      return;
    }
    if (message.origin === origin || !Array.isArray(message.events)) return;
    for (const received of message.events as DeliveredEvent[]) {
      const parsed = parseDomainEvent(received);
      if (!parsed.ok) {
        log.warn({ issues: parsed.issues }, 'bus event refused by the catalogue');
        continue;
      }
      local.deliver({
        ...parsed.event,
        id: String(received.id),
        at: String(received.at),
        local: false,
      } as DeliveredEvent);
    }
  });
  // Subscribed whenever the connection is (re)established: no offline queue holds the command.
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => true,
      (err: unknown) => {
        log.warn({ err, channel }, 'bus subscription failed');
        return false;
      },
    );
  let subscribed: Promise<boolean> = subscriber.status === 'ready' ? subscribe() : Promise.resolve(false);
  subscriber.on('ready', () => {
    subscribed = subscribe();
  });
  return {
    publish: async (...events) => {
      const delivered = validated(events);
      if (!delivered.length) return;
      for (const event of delivered) local.deliver(event);
      // Awaited (bounded by the command timeout) so that other instances usually dropped their
      // copies before this write answers; a failure is logged, the write stands.
      await publisher
        .publish(channel, JSON.stringify({ origin, events: delivered }))
        .catch((err: unknown) => log.warn({ err, channel }, 'bus publish failed'));
    },
    subscribe: (name, handler) => local.subscribe(name, handler as AnyHandler),
    ready: async () => {
      await subscribed;
    },
    close: async () => {
      await subscribed;
      local.clear();
      subscriber.disconnect();
    },
  };
};
