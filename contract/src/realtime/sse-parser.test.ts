import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

const parse = (chunks: string[]) => {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId };
};

describe('the event-stream parser', () => {
  it('dispatches events with their name, data and the id in force, and skips heartbeats', () => {
    const { events, retries } = parse([
      'retry: 3000\n\n: keep-alive\n\n',
      'id: 1-0\nevent: notification.created\ndata: {"a":1}\n\n',
      'data: plain\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { lastEventId: '1-0', event: 'notification.created', data: '{"a":1}' },
      { lastEventId: '1-0', event: 'message', data: 'plain' },
    ]);
  });

  it('joins an event split across chunks anywhere, CRLF included, and multi-line data', () => {
    const { events, lastEventId } = parse(['id: 7-', '2\r', '\nevent: x\r\ndata: a\r\nda', 'ta: b\r\n\r\n']);
    expect(events).toEqual([{ lastEventId: '7-2', event: 'x', data: 'a\nb' }]);
    expect(lastEventId).toBe('7-2');
  });

  it('does not dispatch an event whose blank line has not arrived yet', () => {
    expect(parse(['id: 1-0\nevent: x\ndata: {}\n']).events).toEqual([]);
  });
});
