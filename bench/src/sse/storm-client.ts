// The reconnect-storm client (issue 12, perf-security §A9 P10), run pinned to the load core:
// opens N streams, has them all receive the first events, drops every connection at once, then
// while events keep being published each stream reconnects at a random moment within the spread,
// with the `Last-Event-ID` it had. Prints one JSON line: what each stream received, in order.
// Arguments as JSON in argv[2]: { urls, n, headers, trigger, spreadMs, before, during }.
import http from 'node:http';
import { onFrames } from './frames.ts';

interface Args {
  urls: string[];
  n: number;
  headers: Record<string, string>;
  trigger: { url: string; method: string; headers: Record<string, string>; body?: string };
  /** Reconnections are spread over this many ms. */
  spreadMs: number;
  /** Events published while every stream is open, then while they reconnect. */
  before: number;
  during: number;
}
const args = JSON.parse(process.argv[2]!) as Args;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** `<ms>-<seq>` ids compare as pairs of numbers. */
const later = (a: string, b: string) => {
  const [am, as] = a.split('-').map(Number) as [number, number];
  const [bm, bs] = b.split('-').map(Number) as [number, number];
  return am > bm || (am === bm && as > bs);
};

interface Stream {
  lastId: string;
  received: number;
  /** An id that did not come after the previous one: a duplicate or a disorder. */
  outOfOrder: number;
  refetch: number;
  req: http.ClientRequest | null;
  failed: number;
}
const streams: Stream[] = Array.from({ length: args.n }, () => ({
  lastId: '',
  received: 0,
  outOfOrder: 0,
  refetch: 0,
  req: null,
  failed: 0,
}));
const connectMs: number[] = [];

const open = (i: number) =>
  new Promise<void>((resolve) => {
    const s = streams[i]!;
    const t0 = performance.now();
    const headers = { ...args.headers, ...(s.lastId && { 'last-event-id': s.lastId }) };
    const req = http.get(args.urls[i % args.urls.length]!, { agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        s.failed += 1;
        res.resume();
        return resolve();
      }
      connectMs.push(performance.now() - t0);
      resolve();
      onFrames(res, (frame) => {
        if (frame.includes('event: refetch')) s.refetch += 1;
        const id = /^id: (.+)$/m.exec(frame)?.[1];
        if (!id) return;
        if (s.lastId && !later(id, s.lastId)) s.outOfOrder += 1;
        else s.received += 1;
        s.lastId = id;
      });
      res.on('error', () => {});
    });
    req.on('error', () => {
      // A connection dropped on purpose ends here too; only a refused open counts.
      resolve();
    });
    s.req = req;
  });

const openAll = (indexes: number[]) =>
  Promise.all(
    Array.from({ length: 200 }, async () => {
      for (let i = indexes.pop(); i !== undefined; i = indexes.pop()) await open(i);
    }),
  );

const publish = async () => {
  const { url, method, headers, body } = args.trigger;
  const res = await fetch(url, { method, headers, body });
  if (!res.ok && res.status !== 204) throw new Error(`trigger answered ${res.status}: ${await res.text()}`);
};
const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return check();
};
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

const main = async () => {
  await openAll(Array.from({ length: args.n }, (_, i) => i));
  const refused = streams.filter((s) => s.failed).length;
  if (refused) throw new Error(`${refused} of ${args.n} streams were refused`);
  for (let k = 0; k < args.before; k += 1) await publish();
  if (!(await until(() => streams.every((s) => s.received >= args.before), 30_000)))
    throw new Error('not every stream received the first events');
  connectMs.length = 0;

  // Every connection drops at once (a proxy restarts); each comes back within the spread.
  for (const s of streams) s.req?.destroy();
  const t0 = performance.now();
  const reconnections = streams.map(
    (_, i) =>
      new Promise<void>((resolve) =>
        setTimeout(() => void open(i).then(resolve), Math.random() * args.spreadMs),
      ),
  );
  // Events keep coming during the storm, evenly over the spread.
  for (let k = 0; k < args.during; k += 1) {
    await new Promise((r) => setTimeout(r, args.spreadMs / args.during));
    await publish();
  }
  await Promise.all(reconnections);
  const reconnectedMs = performance.now() - t0;
  const total = args.before + args.during;
  await until(() => streams.every((s) => s.received >= total), 30_000);
  process.stdout.write(
    JSON.stringify({
      streams: args.n,
      events: total,
      refusedOnReconnect: streams.filter((s) => s.failed).length,
      lost: streams.reduce((sum, s) => sum + Math.max(0, total - s.received), 0),
      streamsMissingEvents: streams.filter((s) => s.received < total).length,
      outOfOrder: streams.reduce((sum, s) => sum + s.outOfOrder, 0),
      refetch: streams.reduce((sum, s) => sum + s.refetch, 0),
      reconnectedMs: Math.round(reconnectedMs),
      caughtUpMs: Math.round(performance.now() - t0),
      connectP50: Math.round(percentile(connectMs, 50)),
      connectP99: Math.round(percentile(connectMs, 99)),
    }) + '\n',
  );
  agent.destroy();
  process.exit(0);
};
void main().catch((err: unknown) => {
  process.stderr.write(`${String((err as Error).stack ?? err)}\n`);
  process.exit(1);
});
