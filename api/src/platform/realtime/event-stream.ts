import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** One SSE frame, serialised once per message whatever the number of streams it goes to. */
export const sseFrame = (m: { id?: string; name: string; data: unknown }) =>
  `${m.id ? `id: ${m.id}\n` : ''}event: ${m.name}\ndata: ${JSON.stringify(m.data)}\n\n`;
export const SSE_HEARTBEAT = ': keep-alive\n\n';

export interface EventStreamOptions {
  /** The reconnection delay the browser's client is told to wait at least. */
  retryMs: number;
  /** A client that stops reading is dropped beyond this many buffered bytes; it reconnects with its last id. */
  maxBufferedBytes: number;
  onClose(): void;
  log: { warn(obj: object, msg: string): void };
}

/**
 * One open `text/event-stream` answer. A class, not closures: ten thousand of them stay small
 * (perf-security §A9 P8), and it keeps only the socket's response, not Fastify's request.
 */
export class EventStream {
  private ended = false;
  constructor(
    private readonly res: ServerResponse,
    private readonly opts: EventStreamOptions,
  ) {
    res.on('close', () => this.end());
  }

  get closed() {
    return this.ended;
  }

  /** Writes a frame already serialised (`sseFrame`, `SSE_HEARTBEAT`). */
  write(frame: string) {
    if (this.ended) return;
    if (this.res.writableLength > this.opts.maxBufferedBytes) {
      this.opts.log.warn(
        { buffered: this.res.writableLength },
        'event stream dropped: the client stopped reading',
      );
      this.close();
      return;
    }
    this.res.write(frame);
  }

  /** Without an id, the client keeps the last id it had (a `refetch` carries none). */
  send(message: { id?: string; name: string; data: unknown }) {
    this.write(sseFrame(message));
  }

  close() {
    if (this.ended) return;
    this.end();
    this.res.end();
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    this.opts.onClose();
  }
}

/**
 * Takes the reply over from Fastify (no compression, no serializer: each frame goes out as it is
 * written) and answers the SSE headers only. The document headers the request guard sets (CSP,
 * frame and permission policies…) mean nothing to an event stream, and Node keeps a response's
 * header text for as long as the response lives: ten thousand copies of them were the largest part
 * of a stream's memory (bench/README.md, "Realtime streams").
 */
export const openEventStream = (reply: FastifyReply, opts: EventStreamOptions): EventStream => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies: pass frames through instead of buffering them.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(`retry: ${opts.retryMs}\n\n`);
  releaseFrameworkHold(res);
  return new EventStream(res, opts);
};

/**
 * What a stream would otherwise keep for its whole life (perf-security §A9 P8): Node keeps the
 * header text it sent as a rope of every piece it was built from, and Fastify's end-of-response
 * listener holds its request, reply, route context and child logger. The header becomes one flat
 * string; Fastify's listener goes (a hijacked reply runs no `onResponse` hook, and the hub knows
 * when the stream ends).
 */
const releaseFrameworkHold = (res: ServerResponse) => {
  const sent = res as ServerResponse & { _header?: string | null };
  if (typeof sent._header === 'string') sent._header = Buffer.from(sent._header, 'latin1').toString('latin1');
  for (const listener of res.listeners('finish'))
    if (listener.name === 'onResFinished') {
      res.removeListener('finish', listener as () => void);
      res.removeListener('error', listener as () => void);
    }
};
