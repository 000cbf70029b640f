import { spawn } from 'node:child_process';
import pg from 'pg';
import { offersSearchIds, offersSearchSql, type Statement } from '../raw-sql.ts';
import { track } from './children.ts';

/** The demo visitor (api/src/seed/demo-seed.ts): a member of the first fair, with a complete job profile. */
const VISITOR = { email: 'visitor@demo.test', password: 'Demo2026!' };

/**
 * Migrates and seeds the demo, then tops the first fair up to 5,000 offers (`bench/src/seed-offers.ts`),
 * in a child process on the app's database, before the app starts (on PGlite the app then owns the folder).
 */
export const runOffersSeed = (env: NodeJS.ProcessEnv): Promise<string> =>
  runSeedScript('bench/src/seed-offers.ts', env);

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

export interface VisitorSession {
  /** The header every target gets (the controls ignore it; the app checks it on every request). */
  headers: Record<string, string>;
  userId: number;
  /** The token's session (refresh-token family), which the bearer check looks up per request. */
  sessionId: string;
}

/**
 * `POST /api/login` (the demo visitor by default); the access token lives 30 minutes, longer than a run.
 * The login route admits 60 a minute per address: past that, this waits as long as it is told to.
 */
export const signIn = async (
  appUrl: string,
  who: { email: string; password: string } = VISITOR,
): Promise<VisitorSession> => {
  let res: Response;
  for (let attempt = 0; ; attempt += 1) {
    res = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    if (res.status !== 429 || attempt === 3) break;
    const wait = Number(res.headers.get('retry-after') ?? 60);
    await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
  }
  if (!res.ok) throw new Error(`${who.email}'s login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    fam: string;
  };
  return { headers: { authorization: `Bearer ${token}` }, userId: Number(claims.sub), sessionId: claims.fam };
};

/** The demo visitor's session. */
export const signInVisitor = (appUrl: string) => signIn(appUrl);

/**
 * The raw-`pg` control's statements for this run: the candidate ids come from the seeded database (the
 * app's own ids statement, run once here), the page's ids from the app's answer, in its order.
 */
export const offersSearchRawSql = async (
  databaseUrl: string,
  session: VisitorSession,
  body: Buffer,
): Promise<Statement[][]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(offersSearchIds.text, offersSearchIds.values);
    const page = JSON.parse(body.toString()) as { id: number }[];
    return offersSearchSql({
      userId: session.userId,
      sessionId: session.sessionId,
      offerIds: rows.map((r) => r.id),
      pageIds: page.map((item) => item.id),
    });
  } finally {
    await client.end();
  }
};
