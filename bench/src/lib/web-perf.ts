import { medianRun, runLighthouse, LIGHTHOUSE, type LighthouseRun } from './lighthouse.ts';
import { measurePageJs, publicPages, type PageJs } from './page-js.ts';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

export interface WebPerfReport {
  lighthouse: string;
  runsPerPage: number;
  pages: { name: string; path: string; js: PageJs; runs: LighthouseRun[]; median: LighthouseRun }[];
}

/**
 * Issue 10 §2 on the built app: for home, lobby, hall and booth, the JavaScript loaded before the page
 * shows (gzip) and Lighthouse mobile (median of `runs` runs, default simulated throttling).
 */
export const benchWeb = async (baseUrl: string, runs: number): Promise<WebPerfReport> => {
  // BENCH_PAGES=hall,booth: only these pages (by name), to compare builds on one page.
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const pages = (await publicPages(baseUrl)).filter((p) => !only?.length || only.includes(p.name));
  log(`page JavaScript: ${pages.map((p) => p.path).join(', ')}`);
  const js = await measurePageJs(baseUrl, pages);
  const report: WebPerfReport = { lighthouse: LIGHTHOUSE, runsPerPage: runs, pages: [] };
  for (const [i, page] of pages.entries()) {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      log(`${LIGHTHOUSE} ${page.name} ${run}/${runs}`);
      pageRuns.push(await runLighthouse(baseUrl + page.path));
    }
    report.pages.push({ ...page, js: js[i]!, runs: pageRuns, median: medianRun(pageRuns) });
  }
  return report;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const formatWebReport = (report: WebPerfReport): string => {
  const lines = [
    '',
    `Public pages (issue 10 §2): JS before the page shows, and ${report.lighthouse} mobile, median of ${report.runsPerPage}`,
    `${'page'.padEnd(7)}${'JS gzip'.padStart(11)}${'files'.padStart(7)}${'perf'.padStart(6)}${'(runs)'.padStart(13)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'SI ms'.padStart(7)}${'a11y'.padStart(6)}`,
  ];
  for (const p of report.pages) {
    const m = p.median;
    lines.push(
      `${p.name.padEnd(7)}${kib(p.js.gzipBytes).padStart(11)}${String(p.js.files.length).padStart(7)}${String(m.score).padStart(6)}${`(${p.runs.map((r) => r.score).join(',')})`.padStart(13)}${String(m.fcpMs).padStart(8)}${String(m.lcpMs).padStart(8)}${String(m.tbtMs).padStart(8)}${String(m.cls).padStart(7)}${String(m.speedIndexMs).padStart(7)}${String(m.accessibility).padStart(6)}`,
    );
  }
  lines.push(
    'Targets: JS ≤ 150 KB gzip on the first load, CLS ≤ 0.1, performance ≥ 95 on each page (accessibility kept).',
    '',
  );
  return lines.join('\n');
};
