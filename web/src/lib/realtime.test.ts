import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRealtimeClient, type RealtimeEvent, type RealtimeStatus } from './realtime.ts';

/** A real HTTP server standing in for the API's stream: it records each connection's headers. */
const serve = async (handle: (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void) => {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    handle(req, res, seen.length);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetchHere: typeof fetch = (url, init) => fetch(`${base}${String(url)}`, init);
  closers.push(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  return { seen, fetchHere };
};
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** A fake window for online/offline: the client only listens to these two events. */
const connectivity = () => {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine: true };
  return target;
};

const sse = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });

describe('the browser’s realtime client', () => {
  it('sends the token in a header, parses events, and after a drop reconnects with Last-Event-ID', async () => {
    const { seen, fetchHere } = await serve((req, res, n) => {
      sse(res);
      if (n === 1) {
        res.write(
          'retry: 1000\n\n: keep-alive\n\nid: 5-0\nevent: notification.created\ndata: {"notificationId":1}\n\n',
        );
        res.end(); // the server went away
      } else res.write('id: 6-0\nevent: notification.changed\ndata: {"userId":3}\n\n');
    });
    const events: RealtimeEvent[] = [];
    const client = createRealtimeClient({
      topics: ['/users/3/notifications'],
      fetchToken: async () => 'tok-1',
      onEvent: (e) => events.push(e),
      fetch: fetchHere,
      connectivity: connectivity(),
      minDelayMs: 10,
    });
    await until(() => events.length === 2);
    client.stop();
    expect(events).toEqual([
      { name: 'notification.created', data: { notificationId: 1 } },
      { name: 'notification.changed', data: { userId: 3 } },
    ]);
    expect(seen[0]!.authorization).toBe('Bearer tok-1');
    expect(seen[0]!['last-event-id']).toBeUndefined();
    expect(seen[1]!['last-event-id']).toBe('5-0');
  });

  it('takes a new token when the stream refuses the one it has', async () => {
    const { seen, fetchHere } = await serve((req, res) => {
      if (req.headers.authorization !== 'Bearer tok-2') {
        res.writeHead(401, { 'content-type': 'application/problem+json' });
        return res.end('{"message_code":"token_expired"}');
      }
      sse(res);
      res.write('id: 1-0\nevent: x\ndata: {}\n\n');
    });
    let tokens = 0;
    const events: RealtimeEvent[] = [];
    const client = createRealtimeClient({
      topics: ['/users/3/notifications'],
      fetchToken: async () => `tok-${++tokens}`,
      onEvent: (e) => events.push(e),
      fetch: fetchHere,
      connectivity: connectivity(),
      minDelayMs: 10,
    });
    await until(() => events.length === 1);
    client.stop();
    expect(tokens).toBe(2);
    expect(seen.map((h) => h.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('closes the stream when the browser goes offline and reopens it at once when it is back', async () => {
    const { seen, fetchHere } = await serve((req, res) => {
      sse(res);
      res.write(': keep-alive\n\n');
    });
    const net = connectivity();
    const statuses: RealtimeStatus[] = [];
    const client = createRealtimeClient({
      topics: ['/users/3/notifications'],
      fetchToken: async () => 'tok',
      onEvent: () => {},
      onStatus: (s) => statuses.push(s),
      fetch: fetchHere,
      connectivity: net,
      // A long backoff: only the `online` event can explain a quick second connection.
      minDelayMs: 60_000,
    });
    await until(() => statuses.includes('open'));
    net.navigator.onLine = false;
    net.dispatchEvent(new Event('offline'));
    await until(() => statuses.at(-1) === 'offline');
    net.navigator.onLine = true;
    net.dispatchEvent(new Event('online'));
    await until(() => seen.length === 2 && statuses.at(-1) === 'open');
    client.stop();
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'connecting', 'open', 'closed']);
  });

  it('follows new topics at once, reconnecting with the last id it had', async () => {
    const urls: string[] = [];
    const { seen, fetchHere } = await serve((req, res, n) => {
      urls.push(req.url ?? '');
      sse(res);
      if (n === 1) res.write('id: 9-0\nevent: notification.created\ndata: {"notificationId":1}\n\n');
    });
    const events: RealtimeEvent[] = [];
    const client = createRealtimeClient({
      topics: ['/users/3/notifications'],
      fetchToken: async () => 'tok-1',
      onEvent: (e) => events.push(e),
      fetch: fetchHere,
      connectivity: connectivity(),
      minDelayMs: 10_000, // a reconnection here can only be the change of topics
    });
    await until(() => events.length === 1);
    client.setTopics(['/users/3/notifications']);
    client.setTopics(['/users/3/notifications', '/fairs/1/users/status']);
    await until(() => seen.length === 2);
    client.stop();
    expect(decodeURIComponent(urls[1]!)).toContain('topic=/fairs/1/users/status');
    expect(seen[1]!['last-event-id']).toBe('9-0');
  });

  it('goes on with the user’s own topics when the stream refuses a screen’s topic', async () => {
    const urls: string[] = [];
    const { fetchHere } = await serve((req, res) => {
      urls.push(decodeURIComponent(req.url ?? ''));
      if (req.url?.includes('status')) {
        res.writeHead(403).end();
        return;
      }
      sse(res);
      res.write('id: 1-0\nevent: notification.changed\ndata: {"userId":3}\n\n');
    });
    const events: RealtimeEvent[] = [];
    const client = createRealtimeClient({
      topics: ['/users/3/notifications', '/fairs/1/users/status'],
      essentialTopics: ['/users/3/notifications'],
      fetchToken: async () => 'tok-1',
      onEvent: (e) => events.push(e),
      fetch: fetchHere,
      connectivity: connectivity(),
      minDelayMs: 10,
    });
    await until(() => events.length === 1);
    client.stop();
    expect(urls).toHaveLength(2);
    expect(urls[1]).not.toContain('status');
  });
});
