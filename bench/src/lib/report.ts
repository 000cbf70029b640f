import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './autocannon-run.ts';
import type { Memory } from './spawn-server.ts';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** req/s for a table: whole numbers, with decimals below 100 (the offers search serves about one a second). */
export const formatRate = (n: number): string =>
  n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US');

/** A ratio with two decimals, or two significant digits below 0.01 (a database-bound read against bare bytes). */
export const formatRatio = (r: number): string => (r > 0 && r < 0.01 ? r.toPrecision(2) : r.toFixed(2));

export interface ScenarioRun {
  warmUp: LoadResult;
  measure: LoadResult;
}

export interface ScenarioSummary {
  name: string;
  url: string;
  rounds: number;
  medianRequestsPerSec: number;
  medianP99Ms: number;
  /** req/s ratio to the control's median (1 for the control itself). */
  ratio: number;
  /** p99 ratio to the control's median. */
  p99Ratio: number;
  /** Median over rounds of this round's req/s divided by the control's in the same round (§A10's median ratio). */
  pairedRatio: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
  runs: ScenarioRun[];
}

export const summarise = (
  name: string,
  url: string,
  runs: ScenarioRun[],
  control?: ScenarioSummary,
): ScenarioSummary => {
  const rps = median(runs.map((r) => r.measure.requestsPerSec));
  const p99 = median(runs.map((r) => r.measure.p99Ms));
  const all = runs.flatMap((r) => [r.warmUp, r.measure]);
  return {
    name,
    url,
    rounds: runs.length,
    medianRequestsPerSec: rps,
    medianP99Ms: p99,
    ratio: control ? rps / control.medianRequestsPerSec : 1,
    p99Ratio: control ? p99 / control.medianP99Ms : 1,
    pairedRatio: control
      ? median(
          runs.map(
            (r, i) => r.measure.requestsPerSec / (control.runs[i]?.measure.requestsPerSec ?? Number.NaN),
          ),
        )
      : 1,
    bytesPerRequest: median(runs.map((r) => r.measure.bytesPerRequest)),
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    errors: all.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    runs,
  };
};

export interface Machine {
  nproc: number;
  cpuModel: string;
  node: string;
  platform: string;
  databaseKind: string;
  redis: string;
  pinned: boolean;
}

export interface BenchReport {
  startedAt: string;
  /** Stores the run used, e.g. `pglite` or `postgres + redis (up)`. */
  label: string;
  endpoint: string;
  machine: Machine;
  method: { connections: number; pipelining: 1; warmUpS: number; durationS: number; rounds: number };
  serverCommand: string[];
  responseBytes: number;
  copiedHeaders: Record<string, string>;
  scenarios: ScenarioSummary[];
  /** The app against the raw-`pg` control (PostgreSQL runs of the endpoints in raw-sql.ts). */
  vsRawPg?: { ratio: number; pairedRatio: number; p99Ratio: number };
  memory: { idle?: Memory; afterLoad?: Memory; control?: Memory };
  valid: boolean;
  problems: string[];
  warnings: string[];
}

const mib = (kib: number | undefined) => (kib === undefined ? 'n/a' : `${(kib / 1024).toFixed(1)} MiB`);

const table = (rows: string[][]): string => {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
};

export const formatReport = (report: BenchReport): string => {
  const { machine, method } = report;
  const rows = [
    [
      'scenario',
      'req/s (median)',
      'p99 ms (median)',
      'ratio vs control',
      'paired ratio',
      'p99 ratio',
      'bytes/resp',
      'non-2xx',
      'errors',
      'rounds',
    ],
    ...report.scenarios.map((s) => [
      s.name,
      formatRate(s.medianRequestsPerSec),
      String(s.medianP99Ms),
      formatRatio(s.ratio),
      formatRatio(s.pairedRatio),
      s.p99Ratio.toFixed(2),
      String(s.bytesPerRequest),
      String(s.non2xx),
      String(s.errors),
      String(s.rounds),
    ]),
  ];
  const lines = [
    '',
    `GET ${report.endpoint}  (${report.responseBytes} B body)  run: ${report.label}`,
    `machine: ${machine.nproc} cores (${machine.cpuModel}), node ${machine.node}, database ${machine.databaseKind}, redis ${machine.redis}`,
    `method: ${method.connections} connections, no pipelining, ${method.warmUpS} s warm-up + ${method.durationS} s measure, ` +
      `${method.rounds} round(s) alternating control/app, ` +
      (machine.pinned ? 'servers on core 0, autocannon on core 1' : 'UNPINNED (taskset unavailable)'),
    '',
    table(rows),
    ...(report.vsRawPg
      ? [
          '',
          `app vs raw pg (same SQL): ratio ${report.vsRawPg.ratio.toFixed(2)}, paired ratio ` +
            `${report.vsRawPg.pairedRatio.toFixed(2)}, p99 ratio ${report.vsRawPg.p99Ratio.toFixed(2)}`,
        ]
      : []),
    '',
    `app RSS: idle ${mib(report.memory.idle?.rssKiB)}, after load ${mib(report.memory.afterLoad?.rssKiB)}, ` +
      `peak ${mib(report.memory.afterLoad?.peakRssKiB)}  (control after load: ${mib(report.memory.control?.rssKiB)})`,
  ];
  for (const warning of report.warnings) lines.push(`WARNING: ${warning}`);
  if (!report.valid) {
    lines.push('', '!!! BENCH INVALID !!!', ...report.problems.map((p) => `!!! ${p}`));
  }
  return lines.join('\n') + '\n';
};

export const writeReport = (report: BenchReport, dir: string): string => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.startedAt.replace(/:/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  return file;
};
