#!/usr/bin/env node
// `npm test`: every tier, stopping at the first failure, then each tier's time.
// The static checks are independent and mostly single-threaded, so they run side by side (their
// output is printed whole, one tier after the other); the test tiers then run one after the other,
// each using every core itself.
import { spawn } from 'node:child_process';

const STATIC_CHECKS = [
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['types', 'npm run typecheck'],
  ['generated files', 'npm run check:generated'],
];
const TIERS = [
  ['unit + API (PGlite)', 'npm run test:unit'],
  ['end-to-end (Chromium)', 'npm run test:e2e'],
];

/** Runs a command; `capture` buffers its output (for the checks run side by side). */
const run = (command, capture) =>
  new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: true });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, ms: Date.now() - start, output }));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const times = [];
let failed = null;

const groupStart = Date.now();
const checks = await Promise.all(STATIC_CHECKS.map(([, command]) => run(command, true)));
STATIC_CHECKS.forEach(([name, command], i) => {
  const { ok, ms, output } = checks[i];
  console.log(`\n> ${name}: ${command}\n${output.trimEnd()}`);
  times.push([`${name} (side by side)`, ms, ok]);
  if (!ok && !failed) failed = name;
});
times.push(['static checks, wall time', Date.now() - groupStart, !failed]);

for (const [name, command] of failed ? [] : TIERS) {
  const { ok, ms } = await run(command, false);
  times.push([name, ms, ok]);
  if (!ok) {
    failed = name;
    break;
  }
}

const total = Date.now() - groupStart;
console.log('\nnpm test, time per tier:');
for (const [name, ms, ok] of times) console.log(`  ${seconds(ms)}  ${ok ? '  ' : '✗ '}${name}`);
console.log(`  ${seconds(total)}  total`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
