import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { stopChild, track } from './children.ts';

export interface ServerHandle {
  name: string;
  child: ChildProcess;
  url: string;
  /** Everything the server printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface SpawnServerOptions {
  name: string;
  /** Command and arguments; prefixed with `taskset -c <core>` when `core` is set. */
  command: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  core: number | undefined;
  /** Path polled until it answers 200. */
  readyPath: string;
  /** Text the server prints on stdout once listening (optional). */
  readyText?: string;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain GET without `accept-encoding`, as autocannon sends it, so the bytes are the ones it will receive. */
export const httpGet = (
  url: string,
  timeoutMs = 5000,
  headers: Record<string, string> = {},
): Promise<HttpResponse> =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { timeout: timeoutMs, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** True when `taskset` exists and both cores can be pinned. */
export const canPin = (cores: number[]): boolean =>
  cores.every((core) => spawnSync('taskset', ['-c', String(core), 'true'], { stdio: 'ignore' }).status === 0);

export const pinned = (command: string[], core: number | undefined): string[] =>
  core === undefined ? command : ['taskset', '-c', String(core), ...command];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const spawnServer = async (opts: SpawnServerOptions): Promise<ServerHandle> => {
  const [cmd, ...args] = pinned(opts.command, opts.core);
  if (!cmd) throw new Error(`${opts.name}: empty command`);
  const child = track(spawn(cmd, args, { env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  let sawReadyText = opts.readyText === undefined;
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (!sawReadyText && opts.readyText && output.includes(opts.readyText)) sawReadyText = true;
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const url = `http://127.0.0.1:${opts.port}`;
  const handle: ServerHandle = {
    name: opts.name,
    child,
    url,
    output: () => output,
    stop: () => stopChild(child),
  };
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${opts.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    }
    if (sawReadyText) {
      const ok = await httpGet(url + opts.readyPath, 2000).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return handle;
    }
    await sleep(250);
  }
  await handle.stop();
  throw new Error(`${opts.name} was not ready after ${opts.timeoutMs} ms:\n${output}`);
};

// ---- memory of a process tree (Linux /proc) ----

const statusField = (pid: number, field: string): number | undefined => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
};

const parentOf = (pid: number): number | undefined => {
  try {
    // The comm field may hold spaces: the parent pid is the second field after its closing ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

const descendants = (root: number): number[] => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const ppid = parentOf(pid);
    if (ppid !== undefined) parents.set(pid, ppid);
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  }
  return found;
};

export interface Memory {
  pid: number;
  rssKiB: number;
  /** Peak RSS since the process started (VmHWM). */
  peakRssKiB: number;
}

/**
 * RSS of the server itself. With `node server.js` that is the spawned pid (taskset execs it); with a wrapper
 * such as `npx tsx` it is the largest process of the tree.
 */
export const serverMemory = (root: number): Memory | undefined => {
  let best: Memory | undefined;
  for (const pid of descendants(root)) {
    const rssKiB = statusField(pid, 'VmRSS');
    if (rssKiB !== undefined && (!best || rssKiB > best.rssKiB)) {
      best = { pid, rssKiB, peakRssKiB: statusField(pid, 'VmHWM') ?? rssKiB };
    }
  }
  return best;
};
