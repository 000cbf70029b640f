import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The built server run as a child process of a journey (its own port, folder and settings). */
const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Embedded defaults (PGlite in `dataDir`, no Redis) plus `env`; its output is kept in `out.text`. */
export const startServer = (port: number, dataDir: string, env: NodeJS.ProcessEnv = {}) => {
  const all: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete all.DATABASE_URL;
  delete all.REDIS_URL;
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env: all,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  child.stdout?.on('data', (d) => (out.text += d));
  child.stderr?.on('data', (d) => (out.text += d));
  return { child, out };
};

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c)),
  );

/** Resolves once `/api/health` answers (the demo seeded); rejects if the process exits first. */
export const serverReady = async (port: number, child: ChildProcess) => {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not ready');
};
