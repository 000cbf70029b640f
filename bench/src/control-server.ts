/**
 * The bench's control: a bare Fastify 5 instance, no plugins, one route answering the app's exact bytes from
 * memory with the same content-type and list headers. Started by run.ts on the server's core.
 *
 * Env: CONTROL_PORT, CONTROL_PATH (route path), CONTROL_BODY_FILE (bytes to send), CONTROL_HEADERS (JSON object).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.CONTROL_PORT);
const path = process.env.CONTROL_PATH ?? '/';
const body = readFileSync(process.env.CONTROL_BODY_FILE ?? '');
const headers = JSON.parse(process.env.CONTROL_HEADERS ?? '{}') as Record<string, string>;

const app = Fastify({ logger: false });
app.get(path, (_request, reply) => {
  reply.headers(headers);
  return reply.send(body);
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`control listening on http://127.0.0.1:${port}${path}`);

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
