// The SSE load client, run pinned to the load core: opens N streams, says so on stdout, then on
// each "go" line from stdin fires the trigger and reports when the last stream received the event.
// Arguments as JSON in argv[2]: { urls: string[], n, headers, trigger: { url, method, headers } }.
import http from 'node:http';
import readline from 'node:readline';

interface Args {
  /** Stream addresses, used in turn (two instances: half the streams each). */
  urls: string[];
  n: number;
  headers: Record<string, string>;
  trigger: { url: string; method: string; headers: Record<string, string>; body?: string };
}
const args = JSON.parse(process.argv[2]!) as Args;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const say = (o: object) => process.stdout.write(JSON.stringify(o) + '\n');

/** Per stream: how many events it has received. */
const received = new Uint32Array(args.n);
let waiting: { target: number; left: number; done: () => void } | null = null;
let openStreams = 0;
let failed = 0;

const open = (i: number) =>
  new Promise<void>((resolve) => {
    const req = http.get(args.urls[i % args.urls.length]!, { agent, headers: args.headers }, (res) => {
      if (res.statusCode !== 200) {
        failed += 1;
        res.resume();
        return resolve();
      }
      let first = true;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (first) {
          first = false;
          openStreams += 1;
          resolve();
        }
        // Counts event frames only (heartbeat comments and the retry line carry no "event:").
        let at = chunk.indexOf('event: ');
        while (at !== -1) {
          const count = (received[i] = received[i]! + 1);
          if (waiting && count === waiting.target && --waiting.left === 0) waiting.done();
          at = chunk.indexOf('event: ', at + 7);
        }
      });
      res.on('close', () => {
        if (!first) openStreams -= 1;
      });
    });
    req.on('error', () => {
      failed += 1;
      resolve();
    });
  });

let next = 0;
/** Opens streams up to `until`, with a bounded number of attempts in flight, as a reconnecting crowd would. */
const openUpTo = (until: number) =>
  Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < until) await open(next++);
    }),
  );

const main = async () => {
  const input = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const started = performance.now();
  // Half, then (on "more") the rest: memory is read at both, so the server's own garbage
  // collections between start-up and the first streams do not count.
  await openUpTo(Math.floor(args.n / 2));
  say({ phase: 'half', open: openStreams, failed, ms: Math.round(performance.now() - started) });
  await input.next();
  await openUpTo(args.n);
  say({ phase: 'connected', open: openStreams, failed, ms: Math.round(performance.now() - started) });
  let round = 0;
  for (;;) {
    const { value: line, done } = await input.next();
    if (done || line !== 'go') break;
    round += 1;
    const target = round;
    const t0 = performance.now();
    const all = new Promise<void>((resolve) => {
      const w = { target, left: args.n - failed, done: resolve };
      waiting = w;
      // Streams that already have it count at once.
      for (let i = 0; i < args.n; i += 1) if (received[i]! >= target) w.left -= 1;
      if (w.left <= 0) resolve();
    });
    const { url, method, headers, body } = args.trigger;
    const res = await fetch(url, { method, headers, body });
    if (!res.ok && res.status !== 204) throw new Error(`trigger answered ${res.status}: ${await res.text()}`);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000));
    const outcome = await Promise.race([all.then(() => 'ok' as const), timeout]);
    say({
      phase: 'delivered',
      round,
      ok: outcome === 'ok',
      ms: Math.round((performance.now() - t0) * 10) / 10,
      open: openStreams,
    });
  }
  agent.destroy();
  process.exit(0);
};
void main();
