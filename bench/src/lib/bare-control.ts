import { writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { freePort, spawnServer, type ServerHandle } from './spawn-server.ts';

/** Security headers (helmet) and rate-limit headers are part of the platform cost being measured: not copied. */
const NOT_COPIED =
  /^x-(ratelimit-|content-type-options|dns-prefetch-control|download-options|frame-options|permitted-cross-domain-policies|xss-protection)/;

/** The app's headers the control answers with too: the content type and the list headers (`x-total-items`…). */
export const controlHeadersOf = (headers: IncomingHttpHeaders): Record<string, string> => {
  const copied: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (
      (name === 'content-type' || (name.startsWith('x-') && !NOT_COPIED.test(name))) &&
      typeof value === 'string'
    )
      copied[name] = value;
  return copied;
};

/**
 * Starts the bare-Fastify control (`bench/src/control-server.ts`) answering `body` and the app's list headers
 * at the endpoint's path, in its own process; `bodyFile` is where the bytes are written for it.
 */
export const startBareControl = async (opts: {
  endpoint: string;
  body: Buffer;
  headers: IncomingHttpHeaders;
  bodyFile: string;
  core: number | undefined;
}): Promise<ServerHandle> => {
  writeFileSync(opts.bodyFile, opts.body);
  const port = await freePort();
  return spawnServer({
    name: 'control',
    command: [process.execPath, '--import', 'tsx', 'bench/src/control-server.ts'],
    env: {
      ...process.env,
      CONTROL_PORT: String(port),
      CONTROL_PATH: opts.endpoint.split('?')[0],
      CONTROL_BODY_FILE: opts.bodyFile,
      CONTROL_HEADERS: JSON.stringify(controlHeadersOf(opts.headers)),
    },
    port,
    core: opts.core,
    readyPath: opts.endpoint,
    timeoutMs: 30_000,
  });
};
