import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@passerelle/contract';
import { createRedis, waitForRedis } from '../redis/redis-client.ts';
import { createMemoryBus, createRedisBus, type BusLog, type DeliveredEvent, type EventBus } from './bus.ts';

const recordingLog = () => {
  const lines: { level: 'error' | 'warn'; obj: object; msg: string }[] = [];
  const log: BusLog = {
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
    warn: (obj, msg) => void lines.push({ level: 'warn', obj, msg }),
  };
  return { log, lines };
};
const standMoved: DomainEvent = {
  name: 'stand.changed',
  payload: { fairId: 1, firmId: 2, standId: 3, hallId: 4, previousHallId: 5, action: 'updated' },
};
const fairUpdated: DomainEvent = { name: 'fair.changed', payload: { fairId: 1, action: 'updated' } };

describe('the in-process event bus', () => {
  it('delivers each event, typed by its name, with an id and a time, to the subscribers of that name only', async () => {
    const bus = createMemoryBus(recordingLog().log);
    const stands: DeliveredEvent<'stand.changed'>[] = [];
    const fairs: number[] = [];
    bus.subscribe('stand.changed', (payload, event) => {
      // Typed by name: hallId exists on stand.changed payloads.
      expect(payload.hallId).toBe(4);
      stands.push(event);
    });
    bus.subscribe('fair.changed', ({ fairId }) => void fairs.push(fairId));
    await bus.publish(standMoved, fairUpdated);
    expect(stands).toHaveLength(1);
    expect(stands[0]).toMatchObject({ name: 'stand.changed', payload: standMoved.payload });
    expect(stands[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(stands[0]!.at))).toBe(false);
    expect(fairs).toEqual([1]);
  });

  it('refuses an event the catalogue does not describe, and then delivers none of the batch', async () => {
    const bus = createMemoryBus(recordingLog().log);
    const seen: unknown[] = [];
    bus.subscribe('fair.changed', (p) => void seen.push(p));
    await expect(
      bus.publish(fairUpdated, { name: 'fair.changed', payload: { fairId: -1, action: 'updated' } }),
    ).rejects.toThrow(/catalogue/);
    await expect(
      bus.publish({ name: 'api:write-committed', payload: { at: 1 } } as unknown as DomainEvent),
    ).rejects.toThrow(/unknown event/);
    expect(seen).toEqual([]);
  });

  it('logs a subscriber that throws or rejects; the publisher and the other subscribers go on', async () => {
    const { log, lines } = recordingLog();
    const bus = createMemoryBus(log);
    const seen: string[] = [];
    bus.subscribe('fair.changed', () => {
      throw new Error('subscriber bug');
    });
    bus.subscribe('fair.changed', async () => {
      throw new Error('async subscriber bug');
    });
    bus.subscribe('fair.changed', () => void seen.push('after'));
    await expect(bus.publish(fairUpdated)).resolves.toBeUndefined();
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['after']);
    expect(lines.filter((l) => l.msg === 'event subscriber failed')).toHaveLength(2);
    expect(lines[0]!.obj).toMatchObject({ event: 'fair.changed' });
  });

  it('stops delivering to a subscriber that unsubscribed', async () => {
    const bus = createMemoryBus(recordingLog().log);
    let n = 0;
    const off = bus.subscribe('fair.changed', () => void n++);
    await bus.publish(fairUpdated);
    off();
    await bus.publish(fairUpdated);
    expect(n).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('the event bus across instances (Redis)', () => {
  const channel = `t:${randomUUID()}:events`;
  const connections: ReturnType<typeof createRedis>[] = [];
  const buses: EventBus[] = [];
  const open = async (log: BusLog, on = channel) => {
    const publisher = createRedis(process.env.REDIS_URL!, () => {});
    const subscriber = createRedis(process.env.REDIS_URL!, () => {});
    connections.push(publisher);
    await Promise.all([waitForRedis(publisher), waitForRedis(subscriber)]);
    const bus = createRedisBus(publisher, subscriber, { channel: on, log });
    await bus.ready();
    buses.push(bus);
    return bus;
  };
  let a: EventBus;
  let b: EventBus;
  let other: EventBus;
  const bLog = recordingLog();
  beforeAll(async () => {
    a = await open(recordingLog().log);
    b = await open(bLog.log);
    other = await open(recordingLog().log, `${channel}:other`);
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const c of connections) c.disconnect();
  });

  it('delivers once on the publishing instance and once on the other, with the same id; another channel hears nothing', async () => {
    const onA: string[] = [];
    const onB: string[] = [];
    const onOther: string[] = [];
    a.subscribe('stand.changed', (_p, e) => void onA.push(e.id));
    b.subscribe('stand.changed', (_p, e) => void onB.push(e.id));
    other.subscribe('stand.changed', (_p, e) => void onOther.push(e.id));
    await a.publish(standMoved);
    expect(onA).toHaveLength(1);
    await expect.poll(() => onB, { timeout: 3000, interval: 20 }).toEqual(onA);
    // A later event from B reaches A after A's own message came back to it (one channel, in
    // order): that one was not delivered a second time.
    const fromB: number[] = [];
    a.subscribe('fair.changed', ({ fairId }) => void fromB.push(fairId));
    await b.publish(fairUpdated);
    await expect.poll(() => fromB, { timeout: 3000, interval: 20 }).toEqual([1]);
    expect(onA).toHaveLength(1);
    expect(onB).toHaveLength(1);
    expect(onOther).toEqual([]);
  });

  it('drops, with a warning, a message from another instance that the catalogue does not describe', async () => {
    const seen: unknown[] = [];
    b.subscribe('hall.changed', (p) => void seen.push(p));
    const raw = createRedis(process.env.REDIS_URL!, () => {});
    connections.push(raw);
    await waitForRedis(raw);
    await raw.publish(
      channel,
      JSON.stringify({
        origin: 'elsewhere',
        events: [
          { name: 'hall.changed', payload: { fairId: 1, hallId: 2, action: 'exploded' }, id: 'x', at: 'now' },
          { name: 'hall.changed', payload: { fairId: 1, hallId: 2, action: 'deleted' }, id: 'y', at: 'now' },
        ],
      }),
    );
    await expect
      .poll(() => seen, { timeout: 3000, interval: 20 })
      .toEqual([{ fairId: 1, hallId: 2, action: 'deleted' }]);
    expect(bLog.lines.some((l) => l.msg === 'bus event refused by the catalogue')).toBe(true);
  });
});
