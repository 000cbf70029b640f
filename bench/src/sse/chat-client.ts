// The booth-chat load client (issue 12), run pinned to the load core: opens N idle streams (the
// crowd that is connected), then one stream per chatter (a visitor's conversations, a staff
// member's firm inbox), then sends `rate` messages a minute for `seconds`, alternately a visitor
// asking the booth and a staff member answering a visitor, each `POST /api/direct_messages` to an
// instance the receiver's stream is not on when there are two. Send→receive is from the moment the
// POST leaves to the `conversation.message` event reaching the other side's stream, matched by
// message id. Prints one JSON line. Arguments as JSON in argv[2] (see Args).
import http from 'node:http';
import { onFrames } from './frames.ts';

interface Chatter {
  /** The stream of this chatter's side: a visitor's conversations, or the firm's inbox for staff. */
  streamUrl: string;
  streamHeaders: Record<string, string>;
  /** Where this chatter posts, and as whom. */
  postUrl: string;
  postHeaders: Record<string, string>;
}
interface Args {
  background: { urls: string[]; n: number; headers: Record<string, string> };
  visitors: (Chatter & { conversationId: number })[];
  staff: Chatter[];
  ratePerMinute: number;
  seconds: number;
}
const args = JSON.parse(process.argv[2]!) as Args;
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const postAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Side = 'visitor' | 'staff';
/** When each message reached the side it was meant for: message id → arrival times (ms). */
const arrivals = new Map<number, number[]>();
const note = (side: Side, messageId: number, sentBySide: Side, at: number) => {
  // A side's own stream also carries its own messages: only the other side's count.
  if (sentBySide === side) return;
  arrivals.set(messageId, [...(arrivals.get(messageId) ?? []), at]);
};
/** Message id → the side that sent it (known once the POST answers; arrivals may come first). */
const sentBy = new Map<number, Side>();
/** Arrivals before the POST answered, by stream side: checked against `sentBy` at the end. */
const early: { id: number; side: Side; at: number }[] = [];

let refused = 0;
const open = (url: string, headers: Record<string, string>, side: Side | null) =>
  new Promise<void>((resolve) => {
    const req = http.get(url, { agent: streamAgent, headers }, (res) => {
      if (res.statusCode !== 200) {
        refused += 1;
        res.resume();
        return resolve();
      }
      resolve();
      if (!side) return void res.resume();
      onFrames(res, (frame) => {
        if (!frame.includes('event: conversation.message')) return;
        const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}') as { messageId?: number };
        if (data.messageId === undefined) return;
        const by = sentBy.get(data.messageId);
        if (by) note(side, data.messageId, by, performance.now());
        else early.push({ id: data.messageId, side, at: performance.now() });
      });
      res.on('error', () => {});
    });
    req.on('error', () => {
      refused += 1;
      resolve();
    });
  });

const inParallel = async (jobs: (() => Promise<void>)[], width: number) => {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
};

const post = (c: Chatter, body: string) =>
  new Promise<{ status: number; text: string }>((resolve) => {
    const payload = Buffer.from(body);
    const req = http.request(
      c.postUrl,
      {
        method: 'POST',
        agent: postAgent,
        headers: { ...c.postHeaders, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: String(err) }));
    req.end(payload);
  });

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

const main = async () => {
  const { background } = args;
  const t0 = performance.now();
  await inParallel(
    Array.from(
      { length: background.n },
      (_, i) => () => open(background.urls[i % background.urls.length]!, background.headers, null),
    ),
    200,
  );
  const connectedMs = Math.round(performance.now() - t0);
  await inParallel(
    [
      ...args.visitors.map((v) => () => open(v.streamUrl, v.streamHeaders, 'visitor')),
      ...args.staff.map((s) => () => open(s.streamUrl, s.streamHeaders, 'staff')),
    ],
    20,
  );
  if (refused) throw new Error(`${refused} streams were refused`);
  await new Promise((r) => setTimeout(r, 1000));

  const total = Math.round((args.ratePerMinute * args.seconds) / 60);
  const interval = 60_000 / args.ratePerMinute;
  const sentAt = new Map<number, number>();
  const failures = new Map<number, number>();
  const postMs: number[] = [];
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let k = 0; k < total; k += 1) {
    const due = started + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const turn = Math.floor(k / 2);
    const visitor = args.visitors[turn % args.visitors.length]!;
    const fromStaff = k % 2 === 1;
    const author = fromStaff ? args.staff[turn % args.staff.length]! : visitor;
    const side: Side = fromStaff ? 'staff' : 'visitor';
    const body = JSON.stringify({ conversation: visitor.conversationId, body: `Message ${k + 1} (${side})` });
    sends.push(
      (async () => {
        const at = performance.now();
        const res = await post(author, body);
        postMs.push(performance.now() - at);
        if (res.status !== 201) {
          failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
          return;
        }
        const { id } = JSON.parse(res.text) as { id: number };
        sentAt.set(id, at);
        sentBy.set(id, side);
      })(),
    );
  }
  await Promise.all(sends);
  const sendingMs = performance.now() - started;
  // Late arrivals: a few seconds for the last messages to land.
  const settle = Date.now() + 5000;
  while (
    Date.now() < settle &&
    [...sentAt.keys()].some((id) => !arrivals.has(id) && !early.some((e) => e.id === id))
  )
    await new Promise((r) => setTimeout(r, 100));
  for (const e of early) {
    const by = sentBy.get(e.id);
    if (by) note(e.side, e.id, by, e.at);
  }
  const latencies: number[] = [];
  let lost = 0;
  for (const [id, at] of sentAt) {
    const got = arrivals.get(id);
    if (!got?.length) lost += 1;
    else for (const t of got) latencies.push(t - at);
  }
  process.stdout.write(
    JSON.stringify({
      background: background.n,
      connectedMs,
      chatters: args.visitors.length + args.staff.length,
      sent: sentAt.size,
      attempted: total,
      failures: Object.fromEntries(failures),
      perMinute: Math.round((sentAt.size / sendingMs) * 60_000),
      deliveries: latencies.length,
      lost,
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(Math.max(...latencies)),
      postP95: Math.round(percentile(postMs, 95)),
    }) + '\n',
  );
  process.exit(0);
};
void main().catch((err: unknown) => {
  process.stderr.write(`${String((err as Error).stack ?? err)}\n`);
  process.exit(1);
});
