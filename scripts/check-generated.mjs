#!/usr/bin/env node
// Fails when a generated file is stale: migrations vs schema, the route tree, the contract's routes,
// locale key parity.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const problems = [];
const sh = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, encoding: 'utf8' });
const dirty = (paths) => {
  const r = sh('git', ['status', '--porcelain', '--', ...paths]);
  return r.stdout.trim();
};

// 1. Migrations: drizzle-kit must find nothing to generate.
const before = dirty(['api/src/db/migrations']);
const gen = sh('npx', ['drizzle-kit', 'generate', '--name', 'stale_check'], path.join(root, 'api'));
const after = dirty(['api/src/db/migrations']);
if (gen.status !== 0) problems.push(`drizzle-kit generate failed:\n${gen.stdout}${gen.stderr}`);
else if (after !== before) {
  problems.push(
    'Migrations are stale: the schema changed without `npm run db:generate -w api`. New files:\n' + after,
  );
  for (const line of after.split('\n')) {
    const file = line.slice(3).trim();
    if (line.startsWith('??')) fs.rmSync(path.join(root, file), { recursive: true, force: true });
  }
  sh('git', ['checkout', '--', 'api/src/db/migrations']);
}

// 2. Route tree: regenerate and compare.
const tree = path.join(root, 'web/src/route-tree.gen.ts');
if (fs.existsSync(tree)) {
  const old = fs.readFileSync(tree, 'utf8');
  const r = sh('npx', ['tsr', 'generate'], path.join(root, 'web'));
  const now = fs.readFileSync(tree, 'utf8');
  if (r.status !== 0) problems.push(`tsr generate failed:\n${r.stdout}${r.stderr}`);
  else if (now !== old) {
    problems.push('web/src/route-tree.gen.ts is stale: run `npm run routes -w web` and commit it.');
    fs.writeFileSync(tree, old);
  }
}

// 3. The contract's routes for the browser (contract/src/endpoints.gen.ts): regenerate and compare.
const routes = path.join(root, 'contract/src/endpoints.gen.ts');
{
  const old = fs.readFileSync(routes, 'utf8');
  const r = sh('npx', ['tsx', 'scripts/generate-endpoints.ts']);
  const now = fs.readFileSync(routes, 'utf8');
  if (r.status !== 0) problems.push(`generate-endpoints failed:\n${r.stdout}${r.stderr}`);
  else if (now !== old) {
    problems.push('contract/src/endpoints.gen.ts is stale: run `npm run generate:endpoints` and commit it.');
    fs.writeFileSync(routes, old);
  }
}

// 4. Locale parity: every locale has exactly fr's keys, none empty.
const flat = (o, p = '') =>
  Object.entries(o ?? {}).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]],
  );
for (const dir of ['web/src/locales', 'contract/locales']) {
  const base = path.join(root, dir);
  if (!fs.existsSync(path.join(base, 'fr'))) continue;
  const langs = fs.readdirSync(base).filter((l) => fs.statSync(path.join(base, l)).isDirectory());
  for (const file of fs.readdirSync(path.join(base, 'fr')).filter((f) => f.endsWith('.json'))) {
    const fr = new Map(flat(JSON.parse(fs.readFileSync(path.join(base, 'fr', file), 'utf8'))));
    for (const l of ['en', 'nl', 'de', 'es']) {
      const p = path.join(base, l, file);
      const other = fs.existsSync(p) ? new Map(flat(JSON.parse(fs.readFileSync(p, 'utf8')))) : new Map();
      const missing = [...fr.keys()].filter((k) => !String(other.get(k) ?? '').trim());
      const extra = [...other.keys()].filter((k) => !fr.has(k));
      if (missing.length)
        problems.push(`${dir}/${l}/${file}: missing or empty ${missing.slice(0, 5).join(', ')}`);
      if (extra.length) problems.push(`${dir}/${l}/${file}: keys not in fr ${extra.slice(0, 5).join(', ')}`);
    }
    if (!langs.includes('fr')) problems.push(`${dir}: no fr folder`);
  }
}

if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log('generated files are up to date (migrations, route tree, contract routes, locales)');
