import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { track } from './children.ts';
import { pinned } from './spawn-server.ts';

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon');

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  /** Core the load generator is pinned to, or undefined to run unpinned. */
  core: number | undefined;
  /** GET unless set (the upload scenario POSTs). */
  method?: string;
  headers?: Record<string, string>;
  /** A file sent as the request body (autocannon reads it as UTF-8 text: keep it ASCII). */
  inputFile?: string;
  /** Seconds before a request counts as a timeout (autocannon's default: 10). */
  timeoutS?: number;
}

export interface LoadResult {
  durationS: number;
  requestsPerSec: number;
  totalRequests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Bytes read per response, headers included (a check that both targets send the same thing). */
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** The subset of autocannon's `-j` output that the bench reads. */
interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/** Runs the autocannon CLI in its own process (no pipelining) and parses its JSON report. */
export const runAutocannon = (opts: LoadOptions): Promise<LoadResult> => {
  const command = pinned(
    [
      process.execPath,
      AUTOCANNON_CLI,
      '-c',
      String(opts.connections),
      '-p',
      '1',
      '-d',
      String(opts.durationS),
      '-j',
      ...(opts.method ? ['-m', opts.method] : []),
      ...Object.entries(opts.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}:${value}`]),
      ...(opts.inputFile ? ['-i', opts.inputFile] : []),
      ...(opts.timeoutS ? ['-t', String(opts.timeoutS)] : []),
      opts.url,
    ],
    opts.core,
  );
  const [cmd = process.execPath, ...args] = command;
  return new Promise((resolve, reject) => {
    const child = track(spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`autocannon exited (${code ?? signal}):\n${stderr}`));
      try {
        const json = JSON.parse(stdout) as AutocannonJson;
        const statusCodes: Record<string, number> = {};
        for (const [status, { count }] of Object.entries(json.statusCodeStats ?? {}))
          statusCodes[status] = count;
        resolve({
          durationS: opts.durationS,
          requestsPerSec: json.requests.average,
          totalRequests: json.requests.total,
          p50Ms: json.latency.p50,
          p99Ms: json.latency.p99,
          maxMs: json.latency.max,
          bytesPerRequest:
            json.requests.average > 0 ? Math.round(json.throughput.average / json.requests.average) : 0,
          non2xx: json.non2xx,
          errors: json.errors,
          timeouts: json.timeouts,
          statusCodes,
        });
      } catch (err) {
        reject(new Error(`could not parse autocannon output: ${String(err)}\n${stdout}\n${stderr}`));
      }
    });
  });
};
