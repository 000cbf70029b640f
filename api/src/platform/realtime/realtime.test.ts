import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { createRedis, waitForRedis } from '../redis/redis-client.ts';
import { createRealtime, type Realtime } from './realtime.ts';
import { createMemoryReplayLog, type ReplayLog } from './replay-log.ts';
import { createRedisReplayLog } from './redis-replay-log.ts';

const quiet = { warn: () => {} };
const opened: { app: FastifyInstance; realtime: Realtime }[] = [];

/** A server whose `/events?topic=` opens a stream on `realtime` (the module adds auth and policy). */
const serve = async (log: ReplayLog, heartbeatMs = 60_000) => {
  const realtime = createRealtime(log, { heartbeatMs, retryMs: 1000, log: quiet });
  const app = Fastify();
  app.get<{ Querystring: { topic: string | string[] } }>('/events', async (request, reply) => {
    const topics = ([] as string[]).concat(request.query.topic);
    await realtime.open(reply, {
      topics,
      lastEventId: request.headers['last-event-id'] as string | undefined,
    });
  });
  app.addHook('preClose', async () => realtime.closeAll());
  await app.listen({ port: 0, host: '127.0.0.1' });
  opened.push({ app, realtime });
  const { port } = app.server.address() as { port: number };
  return { realtime, url: `http://127.0.0.1:${port}` };
};

/** Reads `/events` as a browser tab would; `events` fills as frames arrive. */
const follow = (url: string, topics: string[], lastEventId?: string) =>
  followStream(`${url}/events?${topicQuery(topics)}`, lastEventId ? { 'last-event-id': lastEventId } : {});

afterEach(async () => {
  for (const { app, realtime } of opened.splice(0)) {
    await app.close();
    await realtime.close();
  }
});

describe('the realtime stream on one instance', () => {
  it('answers an event stream and delivers a topic’s messages, with ids, to its subscribers only', async () => {
    const { realtime, url } = await serve(createMemoryReplayLog({ windowMs: 60_000 }));
    const mine = await follow(url, ['/users/1/notifications']);
    const other = await follow(url, ['/users/2/notifications']);
    expect(mine.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.res.headers.get('cache-control')).toBe('no-store');
    await until(() => realtime.connections() === 2);
    await realtime.publish({ topic: '/users/1/notifications', name: 'notification.created', data: { n: 1 } });
    await until(() => mine.events.length === 1);
    expect(mine.events[0]).toMatchObject({ event: 'notification.created', data: '{"n":1}' });
    expect(mine.events[0]!.lastEventId).toMatch(/^\d+-\d+$/);
    await realtime.publish({ topic: '/users/2/notifications', name: 'notification.created', data: { n: 2 } });
    await until(() => other.events.length === 1);
    expect(mine.events).toHaveLength(1);
    mine.stop();
    other.stop();
    await until(() => realtime.connections() === 0);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, once each, then goes on live', async () => {
    const { realtime, url } = await serve(createMemoryReplayLog({ windowMs: 60_000 }));
    const topic = '/users/1/notifications';
    const first = await follow(url, [topic]);
    await until(() => realtime.connections() === 1);
    await realtime.publish({ topic, name: 'n', data: 1 });
    await until(() => first.events.length === 1);
    first.stop();
    await until(() => realtime.connections() === 0);
    // Missed while away: two for this topic, one for another.
    await realtime.publish(
      { topic, name: 'n', data: 2 },
      { topic: '/users/9/notifications', name: 'n', data: 'not yours' },
      { topic, name: 'n', data: 3 },
    );
    const again = await follow(url, [topic], first.events[0]!.lastEventId);
    await until(() => again.events.length === 2);
    expect(again.events.map((e) => e.data)).toEqual(['2', '3']);
    await realtime.publish({ topic, name: 'n', data: 4 });
    await until(() => again.events.length === 3);
    expect(again.events.map((e) => e.data)).toEqual(['2', '3', '4']);
    again.stop();
  });

  it('tells a client whose last id is past the window (or unknown) to refetch, without an id', async () => {
    let clock = Date.now();
    const { realtime, url } = await serve(createMemoryReplayLog({ windowMs: 1000, now: () => clock }));
    const topic = '/users/1/notifications';
    await realtime.publish({ topic, name: 'n', data: 1 });
    clock += 5000;
    const late = await follow(url, [topic], `${clock - 4000}-0`);
    await until(() => late.events.length === 1);
    expect(late.events[0]).toEqual({ lastEventId: '', event: 'refetch', data: '{}' });
    const garbage = await follow(url, [topic], 'not-an-id');
    await until(() => garbage.events.length === 1);
    expect(garbage.events[0]!.event).toBe('refetch');
    late.stop();
    garbage.stop();
  });

  it('sends heartbeats on an idle stream, and ends every stream when the server shuts down', async () => {
    const { realtime, url } = await serve(createMemoryReplayLog({ windowMs: 60_000 }), 30);
    const tab = await follow(url, ['/users/1/notifications']);
    await until(() => (tab.raw().match(/^: keep-alive/gm) ?? []).length >= 2);
    const { app } = opened.pop()!;
    await app.close(); // would hang on the open stream without preClose → closeAll
    expect(realtime.connections()).toBe(0);
    await realtime.close();
  });
});

describe.runIf(process.env.REDIS_URL)('the realtime stream across instances (Redis Stream)', () => {
  const connections: ReturnType<typeof createRedis>[] = [];
  const redisLog = async (key: string, windowMs = 60_000) => {
    const writer = createRedis(process.env.REDIS_URL!, () => {});
    const reader = createRedis(process.env.REDIS_URL!, () => {}, { commandTimeout: 3000 });
    connections.push(writer);
    await Promise.all([waitForRedis(writer), waitForRedis(reader)]);
    return createRedisReplayLog(writer, reader, { key, windowMs, blockMs: 200, log: quiet });
  };
  afterEach(() => {
    for (const c of connections.splice(0)) c.disconnect();
  });

  it('delivers a message published on instance A to a stream open on instance B, and replays it there', async () => {
    const key = `test:${randomUUID()}:realtime`;
    const a = await serve(await redisLog(key));
    const b = await serve(await redisLog(key));
    const topic = '/users/1/notifications';
    const onB = await follow(b.url, [topic]);
    await until(() => b.realtime.connections() === 1);
    await a.realtime.publish({ topic, name: 'notification.created', data: { from: 'A' } });
    await until(() => onB.events.length === 1);
    expect(onB.events[0]).toMatchObject({ event: 'notification.created', data: '{"from":"A"}' });
    onB.stop();
    // Missed while away, published on B; the tab reconnects to A.
    await b.realtime.publish({ topic, name: 'n', data: 'missed' });
    const onA = await follow(a.url, [topic], onB.events[0]!.lastEventId);
    await until(() => onA.events.length === 1);
    expect(onA.events[0]!.data).toBe('"missed"');
    onA.stop();
  });
});
