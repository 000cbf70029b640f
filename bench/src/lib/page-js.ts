import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** The public pages of issue 10 §2, on the demo's first fair. */
export interface PublicPage {
  name: string;
  path: string;
}

export interface PageJs {
  name: string;
  path: string;
  /** JavaScript files the page asked for before its heading showed and its load event fired. */
  files: { url: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The demo's home, lobby, first hall and first booth of that hall, read from the api. */
export const publicPages = async (baseUrl: string): Promise<PublicPage[]> => {
  const fairs = (await (await fetch(`${baseUrl}/api/fairs?pagination=false`)).json()) as {
    id: number;
    homepage: string;
  }[];
  const fair = fairs[0];
  if (!fair) throw new Error('no fair in the demo');
  const halls = (await (
    await fetch(`${baseUrl}/api/fair_halls?pagination=false&fair=${fair.id}`)
  ).json()) as { id: number; fair: number }[];
  const hall = halls.find((h) => h.fair === fair.id);
  if (!hall) throw new Error('no hall in the first fair');
  const stands = (await (
    await fetch(`${baseUrl}/api/fair_halls/${hall.id}/stands?pagination=false`)
  ).json()) as { id: number }[];
  const stand = stands[0];
  if (!stand) throw new Error('no booth in the first hall');
  const home = `/${fair.homepage}`;
  return [
    { name: 'home', path: home },
    { name: 'lobby', path: `${home}/fair/visit/lobby` },
    { name: 'hall', path: `${home}/fair/visit/${hall.id}` },
    { name: 'booth', path: `${home}/stand/visit/${stand.id}` },
  ];
};

/**
 * Notes in `window.__headingAt` the time (performance.now()) at which the page's own `h1` entered the page:
 * not the one of the server's first view, which is hidden from the accessibility tree.
 */
const NOTE_HEADING = `(() => {
  const seen = () => [...document.querySelectorAll('h1')].some(
    (h) => !h.closest('[aria-hidden="true"]') && h.getBoundingClientRect().height > 0,
  );
  const observer = new MutationObserver(() => {
    if (window.__headingAt === undefined && seen()) {
      window.__headingAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * Loads each page once in a fresh Chromium context (empty cache) and sums the JavaScript it asked for before
 * its `h1` was in the page and its load event had fired: what a visitor downloads before the page shows.
 * Requests that start later are not counted: the idle prefetch of the links on screen (lib/idle-prefetch.ts)
 * fetches other pages' code once this one has shown, and used to be counted or not by a few milliseconds.
 * Sizes are the files' bytes and their gzip size (zlib level 9, like Vite's report), whatever encoding the
 * server chose.
 */
export const measurePageJs = async (baseUrl: string, pages: PublicPage[]): Promise<PageJs[]> => {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const results: PageJs[] = [];
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fr-FR' });
      await context.addInitScript(NOTE_HEADING);
      const page = await context.newPage();
      const pending: Promise<{ url: string; body: Buffer } | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        );
      });
      await page.goto(baseUrl + p.path, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForFunction('window.__headingAt !== undefined');
      // When each script was asked for, and when the page had shown (its heading, and the load event).
      const { shownAt, starts } = await page.evaluate<{ shownAt: number; starts: [string, number][] }>(`({
        shownAt: Math.max(window.__headingAt, performance.getEntriesByType('navigation')[0].loadEventStart),
        starts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => [e.name, e.startTime]),
      })`);
      const before = new Set(starts.filter(([, start]) => start <= shownAt).map(([name]) => name));
      const files = (await Promise.all(pending))
        .filter((f): f is { url: string; body: Buffer } => f !== null && before.has(f.url))
        .map((f) => ({
          url: f.url.replace(baseUrl, ''),
          bytes: f.body.length,
          gzipBytes: gzipSync(f.body, { level: 9 }).length,
        }));
      results.push({
        name: p.name,
        path: p.path,
        files,
        bytes: files.reduce((n, f) => n + f.bytes, 0),
        gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
};
