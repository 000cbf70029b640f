import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (payload: unknown) => void;

/** Publish/subscribe between instances: in-process by default, Redis pub/sub when configured. */
export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

export const createMemoryBus = (): Bus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, payload) => {
      emitter.emit(channel, payload);
    },
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};

/**
 * One subscriber connection per instance on exact channels (perf-security §A4); local delivery
 * also happens directly, so a Redis outage never stops this instance's own invalidations.
 */
export const createRedisBus = (publisher: Redis, subscriber: Redis, onError: (err: unknown) => void): Bus => {
  const local = createMemoryBus();
  const origin = Math.random().toString(36).slice(2);
  subscriber.on('message', (channel: string, raw: string) => {
    try {
      const msg = JSON.parse(raw) as { origin: string; payload: unknown };
      if (msg.origin !== origin) void local.publish(channel, msg.payload);
    } catch (err) {
      onError(err);
    }
  });
  return {
    publish: async (channel, payload) => {
      await local.publish(channel, payload);
      await publisher.publish(channel, JSON.stringify({ origin, payload })).catch(onError);
    },
    subscribe: async (channel, handler) => {
      await local.subscribe(channel, handler);
      await subscriber.subscribe(channel).catch(onError);
    },
    close: async () => {
      await local.close();
      subscriber.disconnect();
    },
  };
};
