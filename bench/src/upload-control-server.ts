/**
 * The upload bench's control (perf-security P13): a bare Fastify 5 instance with one route that streams the
 * request's multipart body to a file on disk, without parsing or checking it, then answers 201. The file is
 * removed once written so that long runs do not fill the disk. Started by uploads.ts on the server's core.
 *
 * Env: CONTROL_PORT, CONTROL_PATH (route path), CONTROL_DIR (where bodies are written).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';

const port = Number(process.env.CONTROL_PORT);
const route = process.env.CONTROL_PATH ?? '/';
const dir = process.env.CONTROL_DIR ?? '.';

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
// Leave the body unread: the handler streams it.
app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
app.get(route, () => ({ ok: true }));
app.post(route, async (request, reply) => {
  const file = path.join(dir, randomUUID());
  await pipeline(request.raw, createWriteStream(file));
  await rm(file, { force: true });
  return reply.code(201).send({ ok: true });
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`upload control listening on http://127.0.0.1:${port}${route}`);

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
