import { formatRate, formatRatio, type ScenarioSummary } from './report.ts';

export interface SummaryRow {
  endpoint: string;
  /** autocannon's connections for this endpoint's runs. */
  connections: number;
  bytes: number;
  control: ScenarioSummary;
  app: ScenarioSummary;
  /** PostgreSQL runs of the endpoints in raw-sql.ts. */
  rawPg?: ScenarioSummary;
  /** The app summarised against the raw-pg control. */
  appVsRawPg?: ScenarioSummary;
}

const table = (rows: string[][]): string => {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
};

const rps = (s: ScenarioSummary) => formatRate(s.medianRequestsPerSec);

/** One line per endpoint: the ratios to the controls and the p99 latencies, medians over the rounds. */
export const formatSummary = (label: string, rows: SummaryRow[]): string => {
  const out = [
    [
      'endpoint',
      'conn',
      'bytes',
      'bare req/s',
      'app req/s',
      'app/bare',
      'paired',
      'p99 bare ms',
      'p99 app ms',
      'raw pg req/s',
      'p99 raw pg ms',
      'app/raw pg',
      'paired',
    ],
    ...rows.map((r) => [
      r.endpoint,
      String(r.connections),
      String(r.bytes),
      rps(r.control),
      rps(r.app),
      formatRatio(r.app.ratio),
      formatRatio(r.app.pairedRatio),
      String(r.control.medianP99Ms),
      String(r.app.medianP99Ms),
      r.rawPg ? rps(r.rawPg) : '-',
      r.rawPg ? String(r.rawPg.medianP99Ms) : '-',
      r.appVsRawPg ? r.appVsRawPg.ratio.toFixed(2) : '-',
      r.appVsRawPg ? r.appVsRawPg.pairedRatio.toFixed(2) : '-',
    ]),
  ];
  return `\nSUMMARY (${label})\n${table(out)}\n`;
};
