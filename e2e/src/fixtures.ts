import path from 'node:path';
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import axe from 'axe-core';
import { afterEach, expect, inject } from 'vitest';

/** This worker's server (global-setup starts one per worker). */
const mine = (all: string[]) => all[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % all.length]!;
export const baseUrl = () => mine(inject('baseUrls'));
const dataDir = () => mine(inject('dataDirs'));

/** The newest .eml in the server's outbox addressed to `to`, quoted-printable undone. */
export const waitForMail = async (to: string, timeoutMs = 10_000): Promise<string> => {
  const outbox = path.join(dataDir(), 'outbox');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const raw = fs.readFileSync(path.join(outbox, f), 'utf8');
      if (raw.includes(`To: ${to}`))
        return Buffer.from(
          raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
export const DEMO_PASSWORD = 'Demo2026!';
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the build Playwright itself runs
 * headless): the same engine without the full browser around it, about a fifth less CPU per journey than
 * `chromium --headless` (docs/testing.md). The full browser when the shell is not installed.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium';

/** Headless Chromium with the flags this machine needs (no background networking). */
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Video calls (issue 13): fake cameras and microphones, granted without a prompt; the fake UI
      // also grants screen sharing (the whole fake screen). Three cameras to choose from: Chromium's
      // second fake camera gives Y16 frames that WebRTC does not send, its third gives MJPEG.
      '--use-fake-device-for-media-stream=device-count=3',
      '--use-fake-ui-for-media-stream',
    ],
  });

export interface Session {
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by the page: expected to stay empty (check #39). */
  cspViolations: string[];
  pageErrors: string[];
  /** The page's requests still in flight, the realtime stream aside (it never ends). */
  inFlight: Set<Request>;
}

/** The realtime stream stays open while a user is signed in: `networkidle` never comes then. */
const isEventStream = (r: Request) => new URL(r.url()).pathname === '/api/events';

/** Opens `path` signed in and waits for its realtime stream (calls ring and queues move on it), then quiet. */
export const gotoWithStream = async (s: Session, path: string) => {
  const stream = s.page.waitForResponse((r) => isEventStream(r.request()), { timeout: 15_000 });
  await s.page.goto(path);
  await stream;
  await networkQuiet(s);
};

/**
 * `open` for journeys with several people at once: their pages are closed after each test, even a
 * failed one (a call left running eats the CPU of the next test).
 */
export const closedAfterEach = (browser: () => Browser) => {
  const sessions: Session[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.context.close().catch(() => undefined)));
  });
  return async (opts?: Parameters<typeof open>[1]) => {
    const s = await open(browser(), opts);
    sessions.push(s);
    return s;
  };
};

/**
 * Waits until the page has had no request in flight for `quietMs`, the realtime stream aside:
 * Playwright's `networkidle` counts the stream, so it never settles for a signed-in user.
 */
export const networkQuiet = async (s: Session, quietMs = 500) => {
  const until = Date.now() + 10_000;
  let quietSince = Date.now();
  for (;;) {
    if (s.inFlight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > until)
      throw new Error(`requests still in flight: ${[...s.inFlight].map((r) => r.url()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

export const open = async (
  browser: Browser,
  opts: { width?: number; height?: number; locale?: string; timezoneId?: string } = {},
): Promise<Session> => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    locale: opts.locale ?? 'en-US',
    // The browser's own time zone (interview slots show it beside the fair's); the machine's by default.
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    // No transitions: axe and clicks then see elements where and as they end up, not mid-fade.
    reducedMotion: 'reduce',
  });
  // Short waits: a journey step that takes longer than this is a bug to look at, not to wait out.
  // 20 s, not 10: two journeys with calls (fake cameras) side by side on two cores stall a page load.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => cspViolations.push(v));
  // Runs in the page (a string, so the node-side type check does not need the DOM lib).
  await context.addInitScript(
    `document.addEventListener('securitypolicyviolation', (e) => window.__reportCsp(e.violatedDirective + ' ' + e.blockedURI));`,
  );
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  const inFlight = new Set<Request>();
  page.on('request', (r) => void (isEventStream(r) || inFlight.add(r)));
  page.on('requestfinished', (r) => void inFlight.delete(r));
  page.on('requestfailed', (r) => void inFlight.delete(r));
  return { context, page, cspViolations, pageErrors, inFlight };
};

/** Logs in through the API (architecture §7): the refresh cookie lands in the context, the SPA restores the session. */
export const loginByApi = async (s: Session, role: string) => {
  const res = await s.context.request.post('/api/login', {
    headers: { origin: baseUrl() },
    data: { email: `${role}@demo.test`, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  await s.context.addInitScript(`localStorage.setItem('passerelle.session', '1');`);
};

/** Logs any account in through the API and returns its bearer header, for the journey's own API calls. */
export const apiLogin = async (s: Session, email: string, password: string) => {
  const res = await s.context.request.post('/api/login', {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
};

/** Logs the browser in as that account (the SPA restores the session, as with `loginByApi`). */
export const logInAs = async (s: Session, email: string, password: string) => {
  await apiLogin(s, email, password);
  await s.context.addInitScript(`localStorage.setItem('passerelle.session', '1');`);
};

/**
 * A journey's own account, created by the demo organizer; its password is set through the
 * invitation mail's link, as a new user would. Returns its e-mail.
 */
export const createAccount = async (
  browser: Browser,
  data: { firstName: string; lastName: string; userType: number; fair: number; firm?: number },
  password: string,
) => {
  const email = `${data.firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.org`;
  const s = await open(browser);
  const auth = await apiLogin(s, 'organizer@demo.test', DEMO_PASSWORD);
  const created = await s.context.request.post('/api/users', { headers: auth, data: { email, ...data } });
  expect(created.status()).toBe(201);
  const token = /\/user\/password\/reset[?#]token=([A-Za-z0-9_-]+)/.exec(await waitForMail(email))?.[1];
  const set = await s.context.request.post('/api/user/password/reset', {
    data: { token, password, confirmation: password },
  });
  expect(set.status()).toBe(200);
  await s.context.close();
  return email;
};

/** The demo's two fairs and the Belgian fair's *Ter Linden* care home, as the organizer lists them. */
/** A demo booth of a fair by its exact name, with its firm (read as the demo organizer). */
export const demoBooth = async (s: Session, fair: number, name: string) => {
  const auth = await apiLogin(s, 'organizer@demo.test', DEMO_PASSWORD);
  const booths = (await (
    await s.context.request.get(
      `/api/stands?fair=${fair}&pagination=false&name=${encodeURIComponent(name)}`,
      {
        headers: auth,
      },
    )
  ).json()) as { id: number; name: string; firm: { id: number } }[];
  const booth = booths.find((b) => b.name === name);
  if (!booth) throw new Error(`no demo booth named ${name}`);
  return booth;
};

export const demoIds = async (s: Session) => {
  const auth = await apiLogin(s, 'organizer@demo.test', DEMO_PASSWORD);
  const fairs = (await (await s.context.request.get('/api/fairs?pagination=false')).json()) as {
    id: number;
    homepage: string;
  }[];
  const quebec = fairs.find((f) => f.homepage === 'sante-quebec-2026')!.id;
  const belgium = fairs.find((f) => f.homepage === 'soins-belgique-2026')!.id;
  const firms = (await (
    await s.context.request.get(`/api/firms?fair=${belgium}&pagination=false`, { headers: auth })
  ).json()) as { id: number; name: string }[];
  const terLinden = firms.find((f) => f.name === 'Woonzorgcentrum Ter Linden')!.id;
  return { quebec, belgium, terLinden };
};

/** The page is no wider than the viewport: nothing scrolls sideways. */
export const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(width);

export const shot = async (page: Page, name: string) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
};

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * axe-core on the current page (or the part `include` selects): no serious or critical violation.
 * axe runs in the page, injected once per document. @axe-core/playwright opened a blank page on every
 * call to finish its run there, three times the cost of the check (1.8 s → 0.6 s a call, 164 calls).
 * The page's own frames are third-party videos: axe checks the frame elements, not their content.
 */
export const expectAccessible = async (page: Page, include?: string) => {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const context = include ? JSON.stringify({ include: [include] }) : 'document';
  const options = JSON.stringify({
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    iframes: false,
  });
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(${context}, ${options}).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) })))`,
  );
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(' | ')})`,
    );
  expect(bad).toEqual([]);
};

/**
 * Opens every side-menu section, then follows a link once it has stopped moving: Mantine's
 * Collapse animates, and a click on a link that is still sliding can land on its neighbour.
 */
export const followMenuLink = async (page: Page, name: string, url: RegExp) => {
  await page.getByRole('button', { name: 'Déplier tous les menus' }).click();
  await page.getByRole('button', { name: 'Replier tous les menus' }).waitFor();
  const link = page
    .getByRole('navigation', { name: 'Menu de gestion' })
    .getByRole('link', { name, exact: true });
  await link.waitFor();
  let last = '';
  for (let i = 0; i < 40; i += 1) {
    const box = JSON.stringify(await link.boundingBox());
    if (box === last) break;
    last = box;
    await page.waitForTimeout(60);
  }
  await link.click();
  await page.waitForURL(url);
};

/** Picks a parent in the filter above a lookup table (a searchable select). */
export const filterBy = async (page: Page, label: string, option: string) => {
  const filter = page.getByRole('search', { name: 'Filtres' }).getByRole('combobox', { name: label });
  await filter.click();
  await filter.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};
