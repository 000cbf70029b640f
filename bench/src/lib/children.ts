import { spawn, type ChildProcess } from 'node:child_process';

/** Every child the bench started, so that errors and Ctrl-C never leave a server behind. */
const running = new Set<ChildProcess>();

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export const track = (child: ChildProcess): ChildProcess => {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
};

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid === undefined) return;
  try {
    // Children are spawned detached: the negative pid reaches the whole group (npx → tsx → node).
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
};

/** SIGTERM the child's process group, then SIGKILL it if it has not exited after `graceMs`. */
export const stopChild = async (child: ChildProcess, graceMs = 15_000): Promise<void> => {
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
  // The group may still hold grandchildren that ignored SIGTERM.
  signalGroup(child, 'SIGKILL');
};

export const stopAll = async (): Promise<void> => {
  await Promise.all([...running].map((child) => stopChild(child)));
};

/** Runs a bench seed script in a child process on the app's database; resolves with what it printed. */
export const runSeedScript = (script: string, env: NodeJS.ProcessEnv): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', script], {
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    let errors = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`${script} exited (${code ?? signal}):\n${(output + errors).slice(-4000)}`)),
    );
  });
