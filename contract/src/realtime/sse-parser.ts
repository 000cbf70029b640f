/** One event of a `text/event-stream`, as the HTML spec's parser dispatches it. */
export interface SseEvent {
  /** The `id` in force after this event (the last one the stream set). */
  lastEventId: string;
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (HTML §9.2.6): feed it decoded text as it arrives,
 * it calls `onEvent` per dispatched event and `onRetry` for `retry:` lines. Comments (heartbeats)
 * are ignored. Used by the browser's stream client (which needs headers, so not `EventSource`),
 * the API's tests and the bench's load client.
 */
export const createSseParser = (handlers: { onEvent(event: SseEvent): void; onRetry?(ms: number): void }) => {
  let buffer = '';
  let lastEventId = '';
  let event = '';
  let data: string[] = [];
  const line = (raw: string) => {
    if (raw === '') {
      if (data.length) handlers.onEvent({ lastEventId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (raw.startsWith(':')) return;
    const colon = raw.indexOf(':');
    const field = colon === -1 ? raw : raw.slice(0, colon);
    let value = colon === -1 ? '' : raw.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };
  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    get lastEventId() {
      return lastEventId;
    },
  };
};
