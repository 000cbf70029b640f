import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS } from './page-js.ts';

/** Pinned: Lighthouse 13 needs Node ≥ 22.19, the machines run Node 20 (perf-security §A11). */
export const LIGHTHOUSE = 'lighthouse@12.8.2';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  accessibility: number;
}

interface LhJson {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * One Lighthouse run (mobile form factor, default simulated throttling: 150 ms RTT, 1.6 Mbps,
 * 4× CPU) on Debian's Chromium with a fresh profile, performance and accessibility categories.
 */
const runLighthouseOnce = async (url: string): Promise<LighthouseRun> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-lh-'));
  const out = path.join(dir, 'report.json');
  const chromeFlags = [...CHROME_FLAGS, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ');
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--form-factor=mobile',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${chromeFlags}`,
    '--quiet',
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npx', args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`)),
      );
    });
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as LhJson;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(num('first-contentful-paint')),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(num('speed-index')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * One run, tried again (twice at most) when Lighthouse itself fails to record the page load
 * (`NO_NAVSTART`, `NO_FCP` on a busy machine): a failed recording is not a measurement.
 */
export const runLighthouse = async (url: string): Promise<LighthouseRun> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (err) {
      const recording = err instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(err.message);
      if (!recording || attempt >= 3) throw err;
      process.stderr.write(`[bench] lighthouse could not record ${url} (attempt ${attempt}), trying again\n`);
    }
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The run with the median performance score among `runs` (its metrics are reported together). */
export const medianRun = (runs: LighthouseRun[]): LighthouseRun => {
  const score = median(runs.map((r) => r.score));
  return [...runs].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
};
