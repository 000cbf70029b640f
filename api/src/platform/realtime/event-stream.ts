import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
/** One open `text/event-stream` answer. */
export interface EventStream {
  /** Without an id, the client keeps the last id it had (a `refetch` carries none). */
  send(message: { id?: string; name: string; data: unknown }): void;
  close(): void;
  readonly closed: boolean;
}

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The reconnection delay the browser's client is told to wait at least. */
  retryMs: number;
  /** A client that stops reading is dropped beyond this many buffered bytes; it reconnects with its last id. */
  maxBufferedBytes?: number;
  onClose(): void;
}

const frame = (m: { id?: string; name: string; data: unknown }) =>
  `${m.id ? `id: ${m.id}\n` : ''}event: ${m.name}\ndata: ${JSON.stringify(m.data)}\n\n`;

/**
 * Takes the reply over from Fastify (no compression, no serializer: each frame goes out as it is
 * written) and answers the SSE headers. The stream ends when the client goes, when `close` is
 * called, or when the client stops reading.
 */
export const openEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  opts: EventStreamOptions,
): EventStream => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // What the request guard set (security and rate-limit headers), then the stream's own.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies: pass frames through instead of buffering them.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(`retry: ${opts.retryMs}\n\n`);
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
  let closed = false;
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), opts.heartbeatMs);
  heartbeat.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    opts.onClose();
  };
  const write = (chunk: string) => {
    if (closed) return;
    if (res.writableLength > maxBuffered) {
      request.log.warn({ buffered: res.writableLength }, 'event stream dropped: the client stopped reading');
      stream.close();
      return;
    }
    res.write(chunk);
  };
  request.raw.on('close', end);
  res.on('close', end);
  const stream: EventStream = {
    send: (m) => write(frame(m)),
    close: () => {
      if (closed) return;
      end();
      res.end();
    },
    get closed() {
      return closed;
    },
  };
  return stream;
};
