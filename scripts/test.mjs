#!/usr/bin/env node
// `npm test`: every tier in order, stopping at the first failure, then each tier's time.
import { spawnSync } from 'node:child_process';

const TIERS = [
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['types', 'npm run typecheck'],
  ['generated files', 'npm run check:generated'],
  ['unit + API (PGlite)', 'npm run test:unit'],
  ['end-to-end (Chromium)', 'npm run test:e2e'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const times = [];
let failed = null;
for (const [name, command] of TIERS) {
  const start = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Date.now() - start, run.status === 0]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log('\nnpm test, time per tier:');
for (const [name, ms, ok] of times) console.log(`  ${seconds(ms)}  ${ok ? '  ' : '✗ '}${name}`);
console.log(`  ${seconds(total)}  total`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
