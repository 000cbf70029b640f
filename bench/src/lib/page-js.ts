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
  /** JavaScript files the page requested before its heading showed (the load event included). */
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
 * Loads each page once in a fresh Chromium context (empty cache) and sums the JavaScript it fetched
 * until its `h1` is visible and the load event has fired: what a visitor downloads before the page
 * shows. Sizes are the files' bytes and their gzip size (zlib level 9, like Vite's report), whatever
 * encoding the server chose.
 */
export const measurePageJs = async (baseUrl: string, pages: PublicPage[]): Promise<PageJs[]> => {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const results: PageJs[] = [];
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const pending: Promise<{ url: string; body: Buffer } | null>[] = [];
      let counting = true;
      page.on('response', (response) => {
        if (!counting || response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        );
      });
      await page.goto(baseUrl + p.path, { waitUntil: 'load' });
      // The page's own heading, not the one of the server's first view (hidden from the accessibility tree).
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
      counting = false;
      const files = (await Promise.all(pending))
        .filter((f): f is { url: string; body: Buffer } => f !== null)
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
