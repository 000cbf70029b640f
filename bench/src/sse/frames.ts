import type { IncomingMessage } from 'node:http';

/** Calls `onFrame` with each whole SSE frame (the text between blank lines) of a stream's answer. */
export const onFrames = (res: IncomingMessage, onFrame: (frame: string) => void) => {
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      onFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  });
};
