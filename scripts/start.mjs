#!/usr/bin/env node
// `npm start`: build what is missing, then run the server with embedded defaults (PGlite in ./data).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const need = (path) => !fs.existsSync(new URL(path, `file://${root}`));
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (need('web/dist/index.html') || process.env.REBUILD === '1') run(['run', 'build', '-w', 'web']);
if (need('api/dist/server.js') || process.env.REBUILD === '1') run(['run', 'build', '-w', 'api']);

const child = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
