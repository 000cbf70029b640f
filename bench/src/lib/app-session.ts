/** The demo visitor (api/src/seed/demo-seed.ts): a member of the first fair, with a complete job profile. */
const VISITOR = { email: 'visitor@demo.test', password: 'Demo2026!' };

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
